import { homeTitles } from '../../../../shared/messages';
import { useGetNewArrivalBooksQuery } from '../catalog.api';
import { BookRow } from './BookRow';

/** New Arrivals: on the home page and again below every product page. */
export function NewArrivals() {
  return <BookRow title={homeTitles.newArrivals} query={useGetNewArrivalBooksQuery()} variant="newArrival" />;
}
