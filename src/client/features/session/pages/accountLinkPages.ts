/** The pages a mailed link (or "Forgot password?") opens: one lazy chunk for them all. */
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SetPasswordPage } from './SetPasswordPage';
export { UndoEmailChangePage } from './UndoEmailChangePage';
export { VerifyEmailPage } from './VerifyEmailPage';
