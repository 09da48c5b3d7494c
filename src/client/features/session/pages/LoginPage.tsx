import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginRequestSchema, type LoginRequest } from '../../../../shared/contract/accounts.contract';
import { REDIRECT_DELAY_MS } from '../../../../shared/constants';
import { accountTexts } from '../../../../shared/account-texts';
import { messages } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormPage } from '../../../components/form/FormPage';
import { FormTextField } from '../../../components/form/FormTextField';
import { useSubmitFailure } from '../../../components/form/useSubmitFailure';
import { setAuthCookie } from '../../../lib/cookies';
import { notify } from '../../../lib/notify';
import { useLater } from '../../../lib/useLater';
import { afterLoginState } from '../afterLogin';
import { ConfirmationSentNotice, confirmationSentToOf } from '../components/ConfirmationSentNotice';
import { useLoginMutation } from '../account.api';
import {
  ERROR,
  selectIsLoggedIn,
  selectSessionLoading,
  SET_DATA,
  SET_LOADING,
  SUCCESS,
  userFromLogin,
} from '../session.slice';
import { loginReturnOf, uiPaths } from '../../../../shared/ui-paths';
import { Trans } from '../../../i18n/Trans';
import { useTranslate } from '../../../i18n/translate';
import { sessionMessages as texts } from '../session.messages';

/** 401 (wrong e-mail or password) and 429 (too many attempts) carry a text meant for the user. */
const LOGIN_STATUSES_WITH_MESSAGE = [401, 429] as const;

/**
 * Spec section 2, Login; section 4: on 202 save the user, set the cookie, toast, go home after 3 s.
 * An address carrying a return (uiPaths.loginReturning: a visitor's Add to cart, or any signed-in
 * page's 'please log in' and a session that ended there) goes back there instead, by the same
 * delayed redirect, handing on the book to add (afterLogin.ts); a returnTo
 * that is not a path of this site is ignored (loginReturnOf), so the page is no open redirect.
 */
export function LoginPage() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const back = loginReturnOf(searchParams);
  // Just registered: where the confirmation link went (router state from the register page).
  const confirmationSentTo = confirmationSentToOf(useLocation().state);
  const destination = back?.returnTo ?? uiPaths.home;
  const later = useLater();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const loading = useAppSelector(selectSessionLoading);
  // Someone who arrives logged in is sent home at once; someone who logs in here waits for the toast.
  const [arrivedLoggedIn] = useState(isLoggedIn);
  const [login] = useLoginMutation();
  const { failure, fail, clear } = useSubmitFailure(LOGIN_STATUSES_WITH_MESSAGE);
  const { control, handleSubmit } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  // Already logged in: back at once, but nothing added (that belongs to logging in here).
  if (arrivedLoggedIn) return <Navigate to={destination} replace />;

  const onSubmit = handleSubmit(async (values) => {
    clear();
    dispatch(SET_LOADING());
    try {
      const response = await login(values).unwrap();
      dispatch(SET_DATA(userFromLogin(response)));
      dispatch(SUCCESS(true));
      setAuthCookie();
      notify.success(t.text(messages.loggedIn));
      later(() => navigate(destination, { replace: true, state: afterLoginState(back) }), REDIRECT_DELAY_MS.login);
    } catch (error) {
      dispatch(ERROR(false));
      fail(error);
    }
  });

  return (
    <>
      <FormPage
        title={t(texts.loginTitle)}
        intro={back?.addToCart ? t(texts.loginIntroAddToCart) : t(texts.loginIntro)}
        onSubmit={onSubmit}
        failure={failure}
        footer={
          <>
            <Typography>
              {t(texts.newHere)}{' '}
              <Link component={RouterLink} to={back ? uiPaths.registerReturning(back) : uiPaths.register}>
                {t(texts.register)}
              </Link>
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              <Trans
                {...texts.agreeToTerms}
                components={{
                  0: <Link component={RouterLink} to={uiPaths.terms} />,
                  1: <Link component={RouterLink} to={uiPaths.privacy} />,
                }}
              />
            </Typography>
          </>
        }
      >
        {confirmationSentTo ? <ConfirmationSentNotice address={confirmationSentTo} /> : null}
        <FormTextField
          control={control}
          name="username"
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
          autoComplete="current-password"
          required
        />
        <Link component={RouterLink} to={uiPaths.forgotPassword} variant="body2" sx={{ justifySelf: 'end', mt: -1.5 }}>
          {t.text(accountTexts.forgotPasswordLink)}
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={loading || isLoggedIn}>
          {t(texts.login)}
        </Button>
      </FormPage>
    </>
  );
}
