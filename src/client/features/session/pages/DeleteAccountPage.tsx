import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: Delete Account is built in a later issue. */
export function DeleteAccountPage() {
  return <ComingSoon title="Delete Account" text="Account deletion arrives soon." />;
}
