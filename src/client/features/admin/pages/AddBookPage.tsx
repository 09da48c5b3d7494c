import { ComingSoon } from '../../../components/ComingSoon';

/** Placeholder: Add Book is built in a later issue. */
export function AddBookPage() {
  return <ComingSoon title="Add Book" text="The book upload wizard arrives soon." />;
}
