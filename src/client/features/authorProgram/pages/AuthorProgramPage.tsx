import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: Author Program is built in a later issue. */
export function AuthorProgramPage() {
  return <ComingSoon title="Author Program" text="The Author Program application form arrives soon." />;
}
