import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../shared/constants';
import { uiPaths } from '../../shared/ui-paths';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useTranslate } from '../i18n/translate';
import { componentsMessages } from './components.messages';

export function NotFoundPage() {
  const t = useTranslate();
  useDocumentTitle(t(componentsMessages.notFoundDocumentTitle, { product: PRODUCT_NAME }));
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', px: 2 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t(componentsMessages.notFoundHeading)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t(componentsMessages.notFoundText)}</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={uiPaths.home} variant="contained">
          {t(componentsMessages.goHome)}
        </Button>
        <Button component={RouterLink} to={uiPaths.shop} variant="outlined">
          {t(componentsMessages.browseShop)}
        </Button>
      </Box>
    </Box>
  );
}
