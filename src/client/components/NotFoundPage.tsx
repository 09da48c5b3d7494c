import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { documentTitles } from '../../shared/document-titles';
import { uiPaths } from '../../shared/ui-paths';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle(documentTitles.notFound);
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', px: 2 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Page not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        We could not find the page you were looking for. It may have moved, or the address may be mistyped.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={uiPaths.home} variant="contained">
          Go to the home page
        </Button>
        <Button component={RouterLink} to={uiPaths.shop} variant="outlined">
          Browse the shop
        </Button>
      </Box>
    </Box>
  );
}
