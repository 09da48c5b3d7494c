import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '../../../../shared/messages';

/** Spec section 2: the profile is a placeholder reading 'Coming soon...'. */
export function ProfilePage() {
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1">
        {messages.comingSoon}
      </Typography>
    </Box>
  );
}
