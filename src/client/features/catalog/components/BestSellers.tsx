import { homeTitles } from '../../../../shared/messages';
import { useGetBestSellersQuery } from '../catalog.api';
import { BookRow } from './BookRow';

export function BestSellers() {
  return <BookRow title={homeTitles.bestSellers} query={useGetBestSellersQuery()} variant="bestSeller" />;
}
