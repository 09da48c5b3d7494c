import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A page that a later issue fills in: says so plainly and offers the way home. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center', maxWidth: 560, mx: 'auto', px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to home
      </Button>
    </Box>
  );
}
