import { SCROLL_STEP_LARGE_PX } from '../../../../shared/constants';
import type { BookCardItem } from '../../../../shared/contract/catalog.contract';
import { BookCard } from '../../../components/BookCard';
import { HorizontalScroller } from '../../../components/HorizontalScroller';
import { PageSection } from '../../../components/PageSection';
import { SectionState } from '../../../components/SectionState';
import { useTranslate } from '../../../i18n/translate';
import { catalogMessages } from '../catalog.messages';

interface BookRowProps {
  title: string;
  query: { data?: BookCardItem[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  variant: 'bestSeller' | 'original' | 'newArrival';
}

/** A titled, scrollable row of book cards: best sellers, originals, new arrivals. */
export function BookRow({ title, query, variant }: BookRowProps) {
  const books = query.data ?? [];
  const t = useTranslate();
  const shownTitle = t.text(title);
  return (
    <PageSection title={shownTitle}>
      <SectionState
        label={shownTitle}
        isLoading={query.isLoading}
        isError={query.isError}
        onRetry={() => void query.refetch()}
      >
        {books.length === 0 ? (
          <p>{t(catalogMessages.noBooksYet)}</p>
        ) : (
          <HorizontalScroller step={SCROLL_STEP_LARGE_PX}>
            {books.map((book) => (
              <BookCard
                key={book.Id}
                book={book}
                truncate={variant !== 'bestSeller'}
                originalFirst={variant === 'bestSeller'}
                showDiscountTag={variant === 'newArrival'}
                showRating={variant === 'newArrival'}
              />
            ))}
          </HorizontalScroller>
        )}
      </SectionState>
    </PageSection>
  );
}
