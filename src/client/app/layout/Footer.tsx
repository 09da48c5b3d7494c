import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Link as RouterLink } from 'react-router-dom';
import { CONTACT, FOOTER_GENRES, PRODUCT_NAME } from '../../../shared/constants';
import { Logo } from './Logo';
import { uiPaths } from '../../../shared/ui-paths';
import { OptionalPart } from '../../components/OptionalPart';
import { useTranslate } from '../../i18n/translate';
import { layoutMessages } from './layout.messages';
import { layoutPartsMessages } from './parts/layoutParts.messages';

/** Below the fold on every page: its drawing loads after the page's own code (same space kept meanwhile). */
const AddressMap = lazy(() =>
  import(/* webpackChunkName: "address-map" */ './AddressMap').then((module) => ({ default: module.AddressMap })),
);
const mapSpaceSx = { width: '100%', maxWidth: 360, aspectRatio: '320 / 180' };

const quickLinks = [
  { label: layoutMessages.home, to: uiPaths.home },
  { label: layoutMessages.shop, to: uiPaths.shop },
  { label: layoutMessages.authorProgram, to: uiPaths.authorProgram },
  { label: layoutPartsMessages.terms, to: uiPaths.terms },
  { label: layoutPartsMessages.privacy, to: uiPaths.privacy },
] as const;

const socialLinks = [
  { network: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { network: 'X', href: 'https://x.com/', Icon: XIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
] as const;

const headingSx = { mb: 1.5, color: 'inverse.text' } as const;
const linkSx = { color: 'inverse.muted', '&:hover': { color: 'inverse.text' } } as const;

export function Footer() {
  const year = new Date().getFullYear();
  const t = useTranslate();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'inverse.muted', mt: 8, pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo inverted />
            <Typography component="address" sx={{ fontStyle: 'normal', mt: 2, lineHeight: 1.8 }}>
              {CONTACT.address}
              <br />
              {t(layoutPartsMessages.phone)}{' '}
              <Link href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} sx={linkSx}>
                {CONTACT.phone}
              </Link>
              <br />
              {t(layoutPartsMessages.email)}{' '}
              <Link href={`mailto:${CONTACT.email}`} sx={linkSx}>
                {CONTACT.email}
              </Link>
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              {socialLinks.map(({ network, href, Icon }) => (
                <IconButton
                  key={href}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(layoutPartsMessages.socialLink, { product: PRODUCT_NAME, network })}
                  sx={{
                    color: 'inverse.text',
                    bgcolor: 'inverse.control',
                    '&:hover': { bgcolor: 'inverse.controlHover' },
                  }}
                >
                  <Icon fontSize="small" />
                </IconButton>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography component="h2" variant="h4" sx={headingSx}>
              {t(layoutPartsMessages.categories)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, lineHeight: 2 }}>
              {FOOTER_GENRES.map((genre) => (
                <li key={genre}>{genre}</li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography component="h2" variant="h4" sx={headingSx}>
              {t(layoutPartsMessages.quickLinks)}
            </Typography>
            <Box component="nav" aria-label={t(layoutPartsMessages.footerNavigation)}>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, lineHeight: 2 }}>
                {quickLinks.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} underline="hover" sx={linkSx}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" variant="h4" sx={headingSx}>
              {t(layoutPartsMessages.findUs)}
            </Typography>
            <OptionalPart fallback={<Box sx={mapSpaceSx} />}>
              <Suspense fallback={<Box sx={mapSpaceSx} />}>
                <AddressMap />
              </Suspense>
            </OptionalPart>
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          sx={{ borderTop: 1, borderColor: 'inverse.divider', mt: 5, pt: 3, textAlign: 'center' }}
        >
          {t(layoutPartsMessages.copyright, { year: String(year), product: PRODUCT_NAME })}
        </Typography>
      </Container>
    </Box>
  );
}
