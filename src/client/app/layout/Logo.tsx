import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { uiPaths } from '../../../shared/ui-paths';

/** The open-book mark and the store's name, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={uiPaths.home}
      aria-label={`${PRODUCT_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverted ? '#fff' : 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: 32, height: 32, flexShrink: 0 }}>
        <rect width="64" height="64" rx="14" fill={inverted ? '#f7f1e6' : '#24574a'} />
        <path d="M14 18c7-3 13-3 18 1v29c-5-4-11-4-18-1z" fill={inverted ? '#24574a' : '#f7f1e6'} />
        <path d="M50 18c-7-3-13-3-18 1v29c5-4 11-4 18-1z" fill={inverted ? '#4f7f71' : '#e9dcc3'} />
        <path d="M32 19v29" stroke="#c7862f" strokeWidth="2" />
      </Box>
      <Typography component="span" sx={{ fontFamily: 'Georgia, Cambria, serif', fontWeight: 700, fontSize: { xs: '1.3rem', sm: '1.5rem' }, letterSpacing: 0.5 }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
