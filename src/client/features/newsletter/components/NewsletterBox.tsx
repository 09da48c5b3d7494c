import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Placeholder of the newsletter box: the field and button are shown, the subscription itself
 * (idle/loading/error/success slice and the API call) arrives with the newsletter issue.
 */
export function NewsletterBox() {
  return (
    <Box
      component="section"
      aria-labelledby="newsletter-heading"
      sx={{
        my: { xs: 4, md: 6 },
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        bgcolor: '#f3e7d3',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: 3,
        alignItems: 'center',
      }}
    >
      <Box>
        <Typography id="newsletter-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1 }}>
          Subscribe to our newsletter
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          New arrivals, author interviews and deals, once a week.
        </Typography>
      </Box>
      <Box component="form" onSubmit={(event) => event.preventDefault()} noValidate>
        <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
          <Box
            component="input"
            type="email"
            placeholder="Your e-mail address"
            aria-label="Email address"
            disabled
            sx={{
              flex: 1,
              minWidth: 0,
              font: 'inherit',
              bgcolor: 'background.paper',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              px: 1.5,
              height: 40,
            }}
          />
          <Button type="submit" variant="contained" disabled sx={{ flexShrink: 0 }}>
            Subscribe
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Newsletter sign-up is coming soon.
        </Typography>
      </Box>
    </Box>
  );
}
