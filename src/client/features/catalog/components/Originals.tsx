import { homeTitles } from '../../../../shared/messages';
import { useGetSpecialOffersQuery } from '../catalog.api';
import { BookRow } from './BookRow';

/** '{product} Originals': the special offers. */
export function Originals() {
  return <BookRow title={homeTitles.originals} query={useGetSpecialOffersQuery()} variant="original" />;
}
