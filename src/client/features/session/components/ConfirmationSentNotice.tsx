import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { accountTexts } from '../../../../shared/account-texts';
import { errorMessage } from '../../../lib/api';
import { Trans } from '../../../i18n/Trans';
import { notify } from '../../../lib/notify';
import { useTranslate } from '../../../i18n/translate';
import { sessionMessages as texts } from '../session.messages';
import { useResendConfirmationMutation } from '../account.api';

/** The router state the register page hands the login page: where the confirmation link went. */
export interface ConfirmationSent {
  confirmationSentTo: string;
}

/** The address a location's state says the confirmation link went to, if it says so. */
export function confirmationSentToOf(state: unknown): string | undefined {
  const address = (state as Partial<ConfirmationSent> | null)?.confirmationSentTo;
  return typeof address === 'string' && address !== '' ? address : undefined;
}

/** 429: asked too often, with a text for the user. */
const RESEND_STATUSES_WITH_MESSAGE = [429] as const;

/**
 * Just after registering: where the confirmation link went, and a way to have it sent again
 * (without logging in: POST resendConfirmation, which answers the same whatever the address).
 */
export function ConfirmationSentNotice({ address }: { address: string }) {
  const t = useTranslate();
  const [resendConfirmation, { isLoading }] = useResendConfirmationMutation();
  const [resent, setResent] = useState(false);

  const resend = async () => {
    try {
      const { Message } = await resendConfirmation({ email: address }).unwrap();
      setResent(true);
      notify.success(t.text(Message));
    } catch (error) {
      notify.error(errorMessage(error, RESEND_STATUSES_WITH_MESSAGE));
    }
  };

  return (
    <Alert severity="info" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{t.text(accountTexts.confirmationSentTitle)}</AlertTitle>
      <Typography variant="body2">{t(texts.confirmationSentTo, { address })}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Trans
          {...texts.confirmationNotArrived}
          components={{
            0: (
              <Button
                size="small"
                variant="text"
                color="inherit"
                onClick={() => void resend()}
                disabled={isLoading || resent}
                sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', textDecoration: 'underline', fontWeight: 600 }}
              />
            ),
          }}
        />
      </Typography>
    </Alert>
  );
}
