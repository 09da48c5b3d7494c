import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { uiPaths } from '../../../shared/ui-paths';
import { useTranslate } from '../../i18n/translate';
import { layoutMessages } from './layout.messages';

/** The open-book mark and the store's name, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const mark = useTheme().palette.logo;
  const t = useTranslate();
  return (
    <Box
      component={RouterLink}
      to={uiPaths.home}
      aria-label={t(layoutMessages.logoHome, { product: PRODUCT_NAME })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverted ? 'inverse.text' : 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: 32, height: 32, flexShrink: 0 }}>
        <rect width="64" height="64" rx="14" fill={inverted ? mark.page : mark.tile} />
        <path d="M14 18c7-3 13-3 18 1v29c-5-4-11-4-18-1z" fill={inverted ? mark.tile : mark.page} />
        <path d="M50 18c-7-3-13-3-18 1v29c5-4 11-4 18-1z" fill={inverted ? mark.pageShadeOnDark : mark.pageShade} />
        <path d="M32 19v29" stroke={mark.spine} strokeWidth="2" />
      </Box>
      <Typography component="span" variant="wordmark">
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
