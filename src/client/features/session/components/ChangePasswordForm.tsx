import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link as RouterLink } from 'react-router-dom';
import { accountLinkMessages, accountTexts, profileMessages } from '../../../../shared/account-texts';
import { changePasswordRequestSchema } from '../../../../shared/contract/accounts.contract';
import { uiPaths } from '../../../../shared/ui-paths';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { notify } from '../../../lib/notify';
import { useTranslate } from '../../../i18n/translate';
import { useChangePasswordMutation } from '../profile.api';
import { refusedField } from './profileRefusals';

/** The request, with the new password typed twice. */
const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: accountLinkMessages.passwordsDoNotMatch,
  });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
/** 400: a password the server refused; 429: too many attempts. Their texts are meant for the user. */
const STATUSES_WITH_MESSAGE = [400, 429] as const;
const FIELD_BY_MESSAGE = { [profileMessages.currentPasswordWrong]: 'currentPassword' } as const;

/** A new password for the logged-in user; the server logs every other device out. */
export function ChangePasswordForm() {
  const t = useTranslate();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { failure, fail, clear } = useSubmitFailure(STATUSES_WITH_MESSAGE);
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    clear();
    try {
      const { Message } = await changePassword({ currentPassword, newPassword }).unwrap();
      reset(EMPTY);
      notify.success(t.text(Message));
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
      aria-label={t.text(accountTexts.changePassword)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormTextField
        control={control}
        name="currentPassword"
        label={t.text(accountTexts.currentPassword)}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormTextField
        control={control}
        name="newPassword"
        label={t.text(accountTexts.newPassword)}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label={t.text(accountTexts.confirmPassword)}
        type="password"
        autoComplete="new-password"
        required
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {t.text(accountTexts.changePassword)}
        </Button>
        <Typography variant="body2">
          <Link component={RouterLink} to={uiPaths.forgotPassword}>
            {t.text(accountTexts.forgotYourPassword)}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
