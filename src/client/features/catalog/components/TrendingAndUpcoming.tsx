import { homeTitles } from '../../../../shared/messages';
import { useGetPopularBooksQuery, useGetUpcomingBooksQuery } from '../catalog.api';
import { CoverScroller } from './CoverScroller';

export function TrendingBooks() {
  return <CoverScroller title={homeTitles.trending} query={useGetPopularBooksQuery()} />;
}

export function UpcomingBooks() {
  return <CoverScroller title={homeTitles.upcoming} query={useGetUpcomingBooksQuery()} />;
}
