import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountTexts, profileMessages } from '../../../../shared/account-texts';
import { changeEmailRequestSchema, type ChangeEmailRequest } from '../../../../shared/contract/accounts.contract';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { useTranslate } from '../../../i18n/translate';
import { sessionMessages } from '../session.messages';
import { useChangeEmailMutation } from '../profile.api';
import { refusedField } from './profileRefusals';

const EMPTY: ChangeEmailRequest = { email: '', password: '' };
/** 400, 409: refusals with a text for the user; 429: asked too often. */
const STATUSES_WITH_MESSAGE = [400, 409, 429] as const;
const FIELD_BY_MESSAGE = {
  [profileMessages.currentPasswordWrong]: 'password',
  [profileMessages.emailTakenByAnother]: 'email',
  [profileMessages.emailIsAlreadyYours]: 'email',
} as const;

/**
 * A new e-mail address: the server mails it a link, and the address changes when the link is
 * followed. Its answer stays on the page (where to look, and that nothing changed yet), focused.
 */
export function ChangeEmailForm() {
  const t = useTranslate();
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  // The address the link went to: the server's answer says so (profileMessages.emailChangeSent).
  const [sentTo, setSentTo] = useState<string | undefined>();
  const sentNotice = useRef<HTMLDivElement>(null);
  const { failure, fail, clear } = useSubmitFailure(STATUSES_WITH_MESSAGE);
  const { control, handleSubmit, reset, setError } = useForm<ChangeEmailRequest>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (sentTo) sentNotice.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async (values) => {
    clear();
    setSentTo(undefined);
    try {
      await changeEmail(values).unwrap();
      reset(EMPTY);
      setSentTo(values.email);
    } catch (error) {
      const refused = refusedField(error, FIELD_BY_MESSAGE);
      if (refused) setError(refused.field, { message: refused.message }, { shouldFocus: true });
      else fail(error);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t.text(accountTexts.changeEmail)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {sentTo ? (
        <Alert ref={sentNotice} tabIndex={-1} severity="success" sx={{ overflowWrap: 'anywhere' }}>
          {t(sessionMessages.emailChangeSent, { address: sentTo })}
        </Alert>
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormTextField
        control={control}
        name="email"
        label={t.text(accountTexts.newEmail)}
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="password"
        label={t.text(accountTexts.yourPassword)}
        type="password"
        autoComplete="current-password"
        required
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {t.text(accountTexts.sendConfirmationLink)}
        </Button>
      </Box>
    </Box>
  );
}
