import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { messages } from '../../../../shared/messages';
import { useAppSelector } from '../../../app/hooks';
import { selectIsAdmin } from '../../session';
import { useTranslate } from '../../../i18n/translate';

/**
 * Spec section 6: admin screens are for user type Admin only; anyone else, logged in or not,
 * sees the spec's text. (The server refuses their calls as well: 401 or 403.)
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!isAdmin) {
    return (
      <Alert severity="warning" sx={{ my: { xs: 4, md: 6 }, maxWidth: 640, mx: 'auto' }}>
        {t.text(messages.adminOnly)}
      </Alert>
    );
  }
  return <>{children}</>;
}
