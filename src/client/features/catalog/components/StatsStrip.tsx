import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { groupDigits } from '../../../../shared/digit-grouping';
import { homeTitles } from '../../../../shared/messages';
import { SectionState } from '../../../components/SectionState';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { useGetStatsQuery } from '../catalog.api';
import { useTranslate } from '../../../i18n/translate';
import { catalogMessages } from '../catalog.messages';

/** Happy Customers, Book Collections, Famous Writers from the first Stats entry, or 0. */
export function StatsStrip() {
  const { data, isLoading, isError, refetch } = useGetStatsQuery();
  const first = data?.[0];
  const t = useTranslate();
  const items = [
    { label: homeTitles.stats.customers, value: first?.Customers ?? 0 },
    { label: homeTitles.stats.books, value: first?.Books ?? 0 },
    { label: homeTitles.stats.authors, value: first?.Authors ?? 0 },
  ];
  return (
    <Box component="section" aria-labelledby="stats-heading" sx={{ my: { xs: 4, md: 6 } }}>
      <Typography id="stats-heading" variant="h2" sx={visuallyHidden}>
        {t(catalogMessages.statsHeading)}
      </Typography>
      <SectionState
        label={t(catalogMessages.stats)}
        isLoading={isLoading}
        isError={isError}
        skeleton="block"
        onRetry={() => void refetch()}
      >
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            gap: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 4,
            p: { xs: 3, md: 4 },
            textAlign: 'center',
          }}
        >
          {items.map((item) => (
            <Box key={item.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" sx={{ opacity: 0.85 }}>
                {t.text(item.label)}
              </Typography>
              <Typography component="dd" variant="display" sx={{ m: 0 }}>
                {`${groupDigits(item.value, 'indian')}+`}
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionState>
    </Box>
  );
}
