import { useEffect, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Link as RouterLink } from 'react-router-dom';
import { SectionState } from '../../../components/SectionState';
import { useGetBannersQuery } from '../catalog.api';
import type { Banner } from '../../../../shared/contract/catalog.contract';
import { uiPaths } from '../../../../shared/ui-paths';
import { useTranslate } from '../../../i18n/translate';
import { catalogMessages } from '../catalog.messages';

/** Time each banner stays before the next one slides in. */
export const BANNER_INTERVAL_MS = 6000;

function BannerSlides({ banners }: { banners: Banner[] }) {
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The first slide is shown as the server rendered it, without an entrance: it is the page's
  // largest paint, which an animation from transparent would delay.
  const [moved, setMoved] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const t = useTranslate();
  const rotating = count > 1 && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => {
      setMoved(true);
      setIndex((i) => (i + 1) % count);
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number) => {
    setMoved(true);
    setIndex((next + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };

  const banner = banners[Math.min(index, count - 1)];
  if (!banner) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t(catalogMessages.promotions)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        mt: BANNER_MARGIN_TOP,
        minHeight: BANNER_MIN_HEIGHT,
        borderRadius: 4,
        overflow: 'hidden',
        background: ({ palette }) =>
          `linear-gradient(120deg, ${palette.banner.gradientStart} 0%, ${palette.banner.gradientEnd} 100%)`,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={t(catalogMessages.slidePosition, { number: index + 1, count })}
        aria-live={rotating ? 'off' : 'polite'}
        key={index}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1.15fr' },
          alignItems: 'center',
          gap: { xs: 2, md: 4 },
          px: { xs: 2.5, md: 6 },
          pt: { xs: 3, md: 5 },
          pb: { xs: 8, md: 9 },
          minHeight: { md: 340 },
          ...(moved && {
            '@media (prefers-reduced-motion: no-preference)': {
              animation: 'bannerIn .5s ease',
              '@keyframes bannerIn': {
                from: { opacity: 0, transform: 'translateX(12px)' },
                to: { opacity: 1, transform: 'none' },
              },
            },
          }),
        }}
      >
        <Box>
          <Typography component="p" variant="overline" sx={{ color: 'banner.kicker' }}>
            {banner.Title}
          </Typography>
          <Typography component="h2" variant="display" sx={{ my: 1, color: 'banner.heading' }}>
            {banner.Heading}
          </Typography>
          <Typography variant="lead" sx={{ mb: 1 }}>
            {banner.SubTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 520 }}>{banner.Description}</Typography>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={uiPaths.shop} variant="contained" size="large">
              {t(catalogMessages.getTheDeal)}
            </Button>
            <Button component={RouterLink} to={uiPaths.shop} variant="outlined" size="large">
              {t(catalogMessages.seeOtherPromos)}
            </Button>
          </Box>
        </Box>
        <Box sx={{ order: { xs: -1, md: 0 } }}>
          {/* Banner art is wide (3:1) and carries its own lettering: shown whole, never cropped. */}
          <Box
            component="img"
            src={banner.CoverImage}
            alt={banner.Title}
            // The first banner is the home page's largest image on arrival: fetched before the covers.
            fetchPriority={index === 0 ? 'high' : undefined}
            width={1200}
            height={400}
            sx={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '3 / 1',
              objectFit: 'contain',
              borderRadius: 3,
              boxShadow: ({ palette }) => `0 18px 40px ${palette.shadow.banner}`,
              bgcolor: 'surface.placeholder',
            }}
          />
        </Box>
      </Box>
      {count > 1 ? (
        <Box
          sx={{
            position: 'absolute',
            bottom: 16,
            left: 0,
            right: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          <IconButton
            aria-label={t(catalogMessages.previousBanner)}
            onClick={() => go(index - 1)}
            size="small"
            sx={(theme) => theme.mixins.overlayControl}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {banners.map((b, i) => (
              <Box
                key={`${b.Title}-${i}`}
                component="button"
                type="button"
                aria-label={t(catalogMessages.showBanner, { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  '&::after': {
                    content: '""',
                    width: i === index ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: i === index ? 'primary.main' : 'banner.dot',
                    transition: 'width .2s',
                  },
                }}
              />
            ))}
          </Box>
          <IconButton
            aria-label={t(catalogMessages.nextBanner)}
            onClick={() => go(index + 1)}
            size="small"
            sx={(theme) => theme.mixins.overlayControl}
          >
            <ChevronRightIcon />
          </IconButton>
          <IconButton
            aria-label={t(stopped ? catalogMessages.startRotation : catalogMessages.pauseRotation)}
            onClick={() => setStopped((s) => !s)}
            size="small"
            sx={(theme) => theme.mixins.overlayControl}
          >
            {stopped ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The carousel's height at each width, enough for the tallest banner: the skeleton holds it while
 * banners load and rotating to a banner with shorter text keeps it, so nothing below ever moves
 * (measured: 495-513 px on phones, 474 on tablets, 440 at 900 px, 355 at 1366).
 */
const BANNER_MIN_HEIGHT = { xs: 520, sm: 485, md: 450, lg: 370 };
const BANNER_MARGIN_TOP = { xs: 2, md: 4 };

export function BannerCarousel() {
  const { data, isLoading, isError, refetch } = useGetBannersQuery();
  const t = useTranslate();
  return (
    <SectionState
      label={t(catalogMessages.banners)}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      placeholder={
        <Skeleton variant="rounded" sx={{ mt: BANNER_MARGIN_TOP, height: BANNER_MIN_HEIGHT, borderRadius: 4 }} />
      }
    >
      {data && data.length > 0 ? <BannerSlides banners={data} /> : null}
    </SectionState>
  );
}
