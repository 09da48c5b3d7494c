import { useState } from 'react';
import { createPortal } from 'react-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { storeSettingsTexts as texts } from '../../../../shared/store-settings-texts';
import { uiPaths } from '../../../../shared/ui-paths';
import { useGetStoreSettingsQuery } from '../admin.api';
import { useTranslate } from '../../../i18n/translate';
import { taxInvoicesOffText } from '../storeSettingsForm';

/**
 * The admin header's notice while the seller's tax settings are incomplete: what is missing, that
 * receipts say "not a tax invoice" meanwhile, and a link to Store settings. Rendered by the
 * header's logged-in end for admins only (a lazy part: nothing of it is on a visitor's page), and
 * drawn at the bottom of the header itself, through a portal, so it spans the page under the
 * toolbar. Store settings shows the same state itself, so the notice is not repeated there.
 */
export function TaxInvoiceNotice() {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const { data } = useGetStoreSettingsQuery();
  const header = anchor?.closest('header') ?? null;
  const off = data ? taxInvoicesOffText(t, data) : undefined;
  const shown = off !== undefined && pathname !== uiPaths.adminSettings;
  return (
    <>
      <span ref={setAnchor} hidden />
      {header && shown
        ? createPortal(
            <Container maxWidth="lg" sx={{ pb: 1 }}>
              <Alert severity="warning" role="status">
                {off} {t.text(texts.noticeBody)}{' '}
                <Link component={RouterLink} to={uiPaths.adminSettings}>
                  {t.text(texts.noticeLink)}
                </Link>
              </Alert>
            </Container>,
            header,
          )
        : null}
    </>
  );
}
