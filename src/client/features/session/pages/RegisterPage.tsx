import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { registerRequestSchema } from '../../../../shared/contract/accounts.contract';
import { withCheckedPhone } from '../../../../shared/contract/phone.contract';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { CountryCodeSelect } from '../../../components/form/CountryCodeSelect';
import { FormPage } from '../../../components/form/FormPage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { notify } from '../../../lib/notify';
import { useLater } from '../../../lib/useLater';
import { ConfirmationSentNotice, type ConfirmationSent } from '../components/ConfirmationSentNotice';
import { useRegisterMutation } from '../account.api';
import { loginReturnOf, uiPaths } from '../../../../shared/ui-paths';
import { useTranslate } from '../../../i18n/translate';
import { sessionMessages as texts } from '../session.messages';

/**
 * The form's fields: the request without usertype (always 'User' here) and about (authors only),
 * with the phone number checked for its country as the server checks it.
 */
const registerFormSchema = withCheckedPhone(registerRequestSchema.omit({ usertype: true, about: true }));
type RegisterForm = ReturnType<typeof registerFormSchema.parse>;

/** 409: the e-mail is taken; its text tells the user to log in instead. */
const REGISTER_STATUSES_WITH_MESSAGE = [409] as const;

/**
 * Spec section 2, Register; section 4: on 202 a toast, after 3 s to /login. Meanwhile, and on the
 * login page, where the confirmation link went and a way to have it resent. A return the address
 * carries (from the login page's Register link) goes on to the login page, which then uses it.
 */
export function RegisterPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const back = loginReturnOf(searchParams);
  const loginPath = back ? uiPaths.loginReturning(back) : uiPaths.login;
  const later = useLater();
  const [register, { isLoading, isSuccess }] = useRegisterMutation();
  const [registeredAs, setRegisteredAs] = useState<string | undefined>();
  const { failure, fail, clear } = useSubmitFailure(REGISTER_STATUSES_WITH_MESSAGE);
  const { control, handleSubmit } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', countryCode: '', phoneNumber: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await register({ ...values, usertype: 'User' }).unwrap();
      notify.success(t.text(messages.registered));
      setRegisteredAs(values.email);
      // The login page says again where the link went, with the same way to have it resent.
      const sent: ConfirmationSent = { confirmationSentTo: values.email };
      later(() => navigate(loginPath, { state: sent }), REDIRECT_DELAY_MS.register);
    } catch (error) {
      fail(error);
    }
  });

  return (
    <>
      <FormPage
        title={t(texts.signUpTitle)}
        intro={t(texts.signUpIntro)}
        onSubmit={onSubmit}
        failure={failure}
        maxWidth={560}
        footer={
          <Typography>
            {t(texts.haveAccount)}{' '}
            <Link component={RouterLink} to={loginPath}>
              {t(texts.login)}
            </Link>
          </Typography>
        }
      >
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="firstName"
            label={t(texts.firstName)}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t(texts.lastName)}
            autoComplete="family-name"
            required
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 3fr' } }}>
          <CountryCodeSelect control={control} name="countryCode" />
          <FormTextField
            control={control}
            name="phoneNumber"
            label={t(texts.phoneNumber)}
            type="tel"
            autoComplete="tel-national"
            required
          />
        </Box>
        <FormTextField
          control={control}
          name="email"
          label={t(texts.email)}
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          name="password"
          label={t(texts.password)}
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || isSuccess}>
          {t(texts.register)}
        </Button>
        {registeredAs ? <ConfirmationSentNotice address={registeredAs} /> : null}
      </FormPage>
    </>
  );
}
