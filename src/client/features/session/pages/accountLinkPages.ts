/** The pages a mailed link (or "Forgot password?") opens: one lazy chunk for the three. */
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { VerifyEmailPage } from './VerifyEmailPage';
