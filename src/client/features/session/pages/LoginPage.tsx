import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: Login is built in a later issue. */
export function LoginPage() {
  return <ComingSoon title="Login" text="Logging in arrives soon." />;
}
