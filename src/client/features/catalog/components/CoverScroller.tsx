import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { SCROLL_STEP_SMALL_PX } from '../../../../shared/constants';
import type { CoverItem } from '../../../../shared/contract/catalog.contract';
import { BookCover } from '../../../components/BookCover';
import { HorizontalScroller } from '../../../components/HorizontalScroller';
import { PageSection } from '../../../components/PageSection';
import { SectionState } from '../../../components/SectionState';
import { uiPaths } from '../../../../shared/ui-paths';
import { useTranslate } from '../../../i18n/translate';
import { catalogMessages } from '../catalog.messages';

interface CoverScrollerProps {
  title: string;
  query: { data?: CoverItem[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
}

/** Trending and upcoming: covers only (the API sends no titles), each opening its product page. */
export function CoverScroller({ title, query }: CoverScrollerProps) {
  const covers = query.data ?? [];
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
        {covers.length === 0 ? (
          <p>{t(catalogMessages.noBooksYet)}</p>
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
                <BookCover
                  src={cover.CoverImage}
                  alt={t(catalogMessages.coverAlt, { title: shownTitle, number: i + 1, count: covers.length })}
                />
              </Box>
            ))}
          </HorizontalScroller>
        )}
      </SectionState>
    </PageSection>
  );
}
