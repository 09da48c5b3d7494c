import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { SCROLL_STEP_SMALL_PX } from '../../../../shared/constants';
import type { CoverItem } from '../../../../shared/contract/catalog.contract';
import { BookCover } from '../../../components/BookCover';
import { HorizontalScroller } from '../../../components/HorizontalScroller';
import { PageSection } from '../../../components/PageSection';
import { SectionState } from '../../../components/SectionState';
import { uiPaths } from '../../../../shared/ui-paths';

interface CoverScrollerProps {
  title: string;
  query: { data?: CoverItem[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
}

/** Trending and upcoming: covers only (the API sends no titles), each opening its product page. */
export function CoverScroller({ title, query }: CoverScrollerProps) {
  const covers = query.data ?? [];
  return (
    <PageSection title={title}>
      <SectionState
        label={title}
        isLoading={query.isLoading}
        isError={query.isError}
        onRetry={() => void query.refetch()}
      >
        {covers.length === 0 ? (
          <p>No books here yet.</p>
        ) : (
          <HorizontalScroller step={SCROLL_STEP_SMALL_PX}>
            {covers.map((cover, i) => (
              <Box
                key={cover.Id}
                component={RouterLink}
                to={uiPaths.product(cover.Id)}
                sx={{
                  width: { xs: 120, md: 140 },
                  borderRadius: 1,
                  transition: 'transform .2s',
                  '&:hover': { transform: 'translateY(-4px)' },
                }}
              >
                <BookCover src={cover.CoverImage} alt={`${title}: book ${i + 1} of ${covers.length}`} />
              </Box>
            ))}
          </HorizontalScroller>
        )}
      </SectionState>
    </PageSection>
  );
}
