/**
 * What the pages a mailed single-use link opens share (confirm an address, undo an e-mail change):
 * the token sent once, a waiting state, and the outcome in the server's words.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { accountLinkMessages } from '../../../../shared/account-texts';
import { linkTokenSchema } from '../../../../shared/contract/accounts.contract';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { errorMessage } from '../../../lib/api';

export interface LinkOutcome {
  succeeded: boolean;
  message: string;
}

/**
 * The link's token, sent once however often the effect runs (React's StrictMode runs it twice in
 * development, and a link is single use: a second call would report it used). `onSuccess` runs
 * before the outcome shows; a malformed token is refused without asking the server.
 */
export function useSingleUseLink(
  token: string,
  send: (token: string) => Promise<{ Message: string }>,
  onSuccess: () => void,
  statusesWithMessage: readonly number[],
): LinkOutcome | undefined {
  const sentFor = useRef<string | undefined>(undefined);
  const wellFormed = linkTokenSchema.safeParse(token).success;
  const [outcome, setOutcome] = useState<LinkOutcome | undefined>();

  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    send(token)
      .then(({ Message }) => {
        onSuccess();
        setOutcome({ succeeded: true, message: Message });
      })
      .catch((error: unknown) => setOutcome({ succeeded: false, message: errorMessage(error, statusesWithMessage) }));
  }, [token, wellFormed, send, onSuccess, statusesWithMessage]);

  return wellFormed ? outcome : { succeeded: false, message: accountLinkMessages.linkInvalid };
}

/** While the server answers the link. */
export function LinkPending({ title, text }: { title: string; text: string }) {
  return (
    <FormOutcome title={title}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{text}</Typography>
      </Box>
    </FormOutcome>
  );
}
