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
import { useTranslate } from '../../../i18n/translate';

/** 400: a link malformed, used or expired; its Message says so. */
const LINK_STATUSES_WITH_MESSAGE = [400] as const;

/** `message`: an English text (shared, or the server's Message); `error`: a failed call, said by errorMessage. */
type Outcome = { done: boolean; message?: string; error?: unknown };

/** The outcome's text in the page's language. */
function useOutcomeText(outcome: Outcome | undefined): string | undefined {
  const t = useTranslate();
  if (!outcome) return undefined;
  if (outcome.error !== undefined) return errorMessage(outcome.error, LINK_STATUSES_WITH_MESSAGE);
  return outcome.message === undefined ? undefined : t.text(outcome.message);
}

function HomeButton() {
  const t = useTranslate();
  return (
    <Button component={RouterLink} to={uiPaths.home} variant="contained">
      {t.text(newsletterTexts.home)}
    </Button>
  );
}

function Waiting({ title, text }: { title: string; text: string }) {
  const t = useTranslate();
  return (
    <FormOutcome title={t.text(title)}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t.text(text)}</Typography>
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
      .catch((error: unknown) => setOutcome({ done: false, error }));
  }, [confirm, token, wellFormed]);
  const t = useTranslate();
  const text = useOutcomeText(outcome);

  if (!outcome) return <Waiting title={newsletterTexts.confirmTitle} text={newsletterTexts.confirming} />;
  return (
    <FormOutcome
      title={t.text(outcome.done ? newsletterTexts.confirmedTitle : newsletterTexts.confirmFailedTitle)}
      message={text}
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
      .catch((error: unknown) => setOutcome({ done: false, error }));
  };
  const t = useTranslate();
  const text = useOutcomeText(outcome);

  if (outcome?.done) {
    return (
      <FormOutcome title={t.text(newsletterTexts.unsubscribedTitle)} message={text}>
        <HomeButton />
      </FormOutcome>
    );
  }
  return (
    <FormOutcome title={t.text(newsletterTexts.unsubscribeTitle)} message={text} severity="error">
      {wellFormed ? (
        <Button variant="contained" onClick={submit} disabled={isLoading}>
          {t.text(outcome ? newsletterTexts.tryAgain : newsletterTexts.unsubscribeTitle)}
        </Button>
      ) : null}
      <HomeButton />
    </FormOutcome>
  );
}
