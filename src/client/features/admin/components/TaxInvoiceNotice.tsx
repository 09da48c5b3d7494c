import { useState } from 'react';
import { createPortal } from 'react-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { storeSettingsTexts as texts } from '../../../../shared/store-settings-texts';
import { uiPaths } from '../../../../shared/ui-paths';
import { useGetStoreSettingsQuery } from '../admin.api';
import { missingForTaxInvoices } from '../storeSettingsForm';

/**
 * The admin header's notice while the seller's tax settings are incomplete: what is missing, that
 * receipts say "not a tax invoice" meanwhile, and a link to Store settings. Rendered by the
 * header's logged-in end for admins only (a lazy part: nothing of it is on a visitor's page), and
 * drawn at the bottom of the header itself, through a portal, so it spans the page under the
 * toolbar. Store settings shows the same state itself, so the notice is not repeated there.
 */
export function TaxInvoiceNotice() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const { data } = useGetStoreSettingsQuery();
  const header = anchor?.closest('header') ?? null;
  const missing = data ? missingForTaxInvoices(data) : undefined;
  const shown = missing !== undefined && pathname !== uiPaths.adminSettings;
  return (
    <>
      <span ref={setAnchor} hidden />
      {header && shown
        ? createPortal(
            <Container maxWidth="lg" sx={{ pb: 1 }}>
              <Alert severity="warning" role="status">
                {texts.noticeTitle(missing)} {texts.noticeBody}{' '}
                <Link component={RouterLink} to={uiPaths.adminSettings}>
                  {texts.noticeLink}
                </Link>
              </Alert>
            </Container>,
            header,
          )
        : null}
    </>
  );
}
