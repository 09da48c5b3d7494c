import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useSubscribeForNewsletterMutation } from '../newsletter.api';
import { newsletterInvalid, selectNewsletter } from '../newsletter.slice';
import { useTranslate } from '../../../i18n/translate';
import { newsletterMessages } from '../newsletter.messages';

/**
 * The home page's newsletter box: idle, loading, error or success, with the
 * message shown under the field. It is on the home page's first download, so it checks the e-mail
 * without the form libraries: empty, or not an address by the browser's own rule for
 * type="email", is the spec's 'Please enter a valid email' before any call.
 *
 * The field is uncontrolled: the address is read from it when the form is sent. The box hydrates
 * late (when about to be seen, and after its own chunk), so a shopper can type into the server's
 * HTML before React adopts it; a controlled field's state would still be empty then, and the
 * address typed would be refused as invalid.
 */
/** The field and the button are one height, side by side or stacked: a comfortable tap target. */
const FIELD_HEIGHT_PX = 40;

export function NewsletterBox() {
  const dispatch = useAppDispatch();
  const { status, message } = useAppSelector(selectNewsletter);
  const [subscribe] = useSubscribeForNewsletterMutation();
  const t = useTranslate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem('email');
    const value = field instanceof HTMLInputElement ? field.value.trim() : '';
    if (!value || (field instanceof HTMLInputElement && field.validity.typeMismatch)) {
      dispatch(newsletterInvalid(messages.invalidEmail));
      return;
    }
    // The outcome lands in the newsletter slice (its matchers), which the message below shows.
    subscribe({ email_Id: value })
      .unwrap()
      .then(() => form.reset())
      .catch(() => {});
  };

  const messageId = 'newsletter-message';
  return (
    <Box
      component="section"
      aria-labelledby="newsletter-heading"
      sx={{
        my: { xs: 4, md: 6 },
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        bgcolor: 'surface.highlight',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: 3,
        alignItems: 'center',
      }}
    >
      <Box>
        <Typography id="newsletter-heading" variant="h2" sx={{ mb: 1 }}>
          {t(newsletterMessages.heading)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t(newsletterMessages.description)}</Typography>
      </Box>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={t(newsletterMessages.form)}>
        <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
          <Box
            component="input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t(newsletterMessages.emailPlaceholder)}
            aria-label={t(newsletterMessages.emailLabel)}
            aria-invalid={status === 'error' ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            defaultValue=""
            sx={{
              // Grows along the row only: in the phone's column a flex-basis of 0 would be the
              // input's height, and the field shrank to its text (23 px) whatever height said.
              flex: { xs: 'none', sm: 1 },
              minWidth: 0,
              font: 'inherit',
              bgcolor: 'background.paper',
              borderRadius: 1,
              border: 1,
              borderColor: status === 'error' ? 'error.main' : 'divider',
              px: 1.5,
              height: FIELD_HEIGHT_PX,
            }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={status === 'loading'}
            sx={{ flexShrink: 0, minHeight: FIELD_HEIGHT_PX }}
          >
            {t(newsletterMessages.subscribe)}
          </Button>
        </Box>
        <Typography
          id={messageId}
          role={status === 'error' ? 'alert' : 'status'}
          variant="body2"
          sx={{
            mt: 1,
            minHeight: '1.5em',
            color: status === 'error' ? 'error.main' : status === 'success' ? 'success.dark' : 'text.secondary',
          }}
        >
          {/* The slice keeps the English (a shared text or the server's Message): said in the page's language here. */}
          {message ? t.text(message) : null}
        </Typography>
      </Box>
    </Box>
  );
}
