import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: Sign Up is built in a later issue. */
export function RegisterPage() {
  return <ComingSoon title="Sign Up" text="Registration arrives soon." />;
}
