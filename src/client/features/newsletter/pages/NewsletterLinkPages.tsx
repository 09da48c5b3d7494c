/**
 * The pages the newsletter's mails link to: /newsletter/confirm?token= confirms the subscription
 * as it opens (the mail asked the reader to click for exactly that); /newsletter/unsubscribe?token=
 * asks first, with one button, so a mail scanner that opens links cannot unsubscribe anyone.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { linkTokenSchema } from '../../../../shared/contract/accounts.contract';
import { newsletterTexts } from '../../../../shared/newsletter-texts';
import { tokenOf, uiPaths } from '../../../../shared/ui-paths';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { errorMessage } from '../../../lib/api';
import { useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } from '../newsletterLinks.api';

/** 400: a link malformed, used or expired; its Message says so. */
const LINK_STATUSES_WITH_MESSAGE = [400] as const;

type Outcome = { done: boolean; message: string };

const HomeButton = () => (
  <Button component={RouterLink} to={uiPaths.home} variant="contained">
    {newsletterTexts.home}
  </Button>
);

function Waiting({ title, text }: { title: string; text: string }) {
  return (
    <FormOutcome title={title}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{text}</Typography>
      </Box>
    </FormOutcome>
  );
}

export function NewsletterConfirmPage() {
  const token = tokenOf(useLocation().search);
  const wellFormed = linkTokenSchema.safeParse(token).success;
  const [confirm] = useConfirmNewsletterMutation();
  // Sent once, however often the effect runs (StrictMode runs it twice; the link is single use).
  const sentFor = useRef<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    wellFormed ? undefined : { done: false, message: newsletterTexts.linkInvalid },
  );

  useEffect(() => {
    if (!wellFormed || sentFor.current === token) return;
    sentFor.current = token;
    confirm({ token })
      .unwrap()
      .then(({ Message }) => setOutcome({ done: true, message: Message }))
      .catch((error: unknown) => setOutcome({ done: false, message: errorMessage(error, LINK_STATUSES_WITH_MESSAGE) }));
  }, [confirm, token, wellFormed]);

  if (!outcome) return <Waiting title={newsletterTexts.confirmTitle} text={newsletterTexts.confirming} />;
  return (
    <FormOutcome
      title={outcome.done ? newsletterTexts.confirmedTitle : newsletterTexts.confirmFailedTitle}
      message={outcome.message}
      severity={outcome.done ? 'success' : 'error'}
    >
      <HomeButton />
    </FormOutcome>
  );
}

export function NewsletterUnsubscribePage() {
  const token = tokenOf(useLocation().search);
  const wellFormed = linkTokenSchema.safeParse(token).success;
  const [unsubscribe, { isLoading }] = useUnsubscribeNewsletterMutation();
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    wellFormed ? undefined : { done: false, message: newsletterTexts.linkInvalid },
  );

  const submit = () => {
    unsubscribe({ token })
      .unwrap()
      .then(({ Message }) => setOutcome({ done: true, message: Message }))
      .catch((error: unknown) => setOutcome({ done: false, message: errorMessage(error, LINK_STATUSES_WITH_MESSAGE) }));
  };

  if (outcome?.done) {
    return (
      <FormOutcome title={newsletterTexts.unsubscribedTitle} message={outcome.message}>
        <HomeButton />
      </FormOutcome>
    );
  }
  return (
    <FormOutcome title={newsletterTexts.unsubscribeTitle} message={outcome?.message} severity="error">
      {wellFormed ? (
        <Button variant="contained" onClick={submit} disabled={isLoading}>
          {outcome ? newsletterTexts.tryAgain : newsletterTexts.unsubscribeTitle}
        </Button>
      ) : null}
      <HomeButton />
    </FormOutcome>
  );
}
