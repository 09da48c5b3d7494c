import { Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { HydrateApart } from '../../../components/HydrateApart';
import { OptionalPart } from '../../../components/OptionalPart';
import { useTranslate } from '../../../i18n/translate';
import { patientPart } from '../../../lib/retryableLazy';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { BannerCarousel } from '../components/BannerCarousel';
import { BestSellers } from '../components/BestSellers';
import { HomeOutage } from '../components/HomeOutage';
import { NewArrivals } from '../components/NewArrivals';
import { Originals } from '../components/Originals';
import { TrendingBooks, UpcomingBooks } from '../components/TrendingAndUpcoming';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { catalogMessages } from '../catalog.messages';

/**
 * The newsletter box and the stats strip are below the first screen even of a desktop and share
 * nothing with the rows around them: one chunk of their own ("home-below", about 1.5 KB gzip),
 * fetched when the first of them hydrates (about to be seen, as the footer) or when a page the
 * browser renders itself shows them. Until then the server's HTML stands in their place.
 */
const NewsletterBox = patientPart(
  () => import(/* webpackChunkName: "home-below" */ '../../newsletter'),
  (m) => m.NewsletterBox,
);
const StatsStrip = patientPart(
  () => import(/* webpackChunkName: "home-below" */ '../components/StatsStrip'),
  (m) => m.StatsStrip,
);

/**
 * The home page: the banner hydrates with the page, each section below it once the shopper is
 * about to see it (HydrateApart whenSeen); a phone adopts the first screen, not seven carousels.
 */
export function HomePage() {
  const t = useTranslate();
  useDocumentTitle(t(catalogMessages.documentTitle, { product: PRODUCT_NAME }));
  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {t(catalogMessages.heading, { product: PRODUCT_NAME })}
      </Typography>
      <HomeOutage>
        <HydrateApart>
          <BannerCarousel />
        </HydrateApart>
        <HydrateApart whenSeen>
          <BestSellers />
        </HydrateApart>
        <HydrateApart whenSeen>
          <TrendingBooks />
        </HydrateApart>
        <HydrateApart whenSeen>
          <UpcomingBooks />
        </HydrateApart>
        <HydrateApart whenSeen>
          <Originals />
        </HydrateApart>
        <HydrateApart whenSeen>
          <OptionalPart>
            <Suspense fallback={null}>
              <NewsletterBox />
            </Suspense>
          </OptionalPart>
        </HydrateApart>
        <HydrateApart whenSeen>
          <OptionalPart>
            <Suspense fallback={null}>
              <StatsStrip />
            </Suspense>
          </OptionalPart>
        </HydrateApart>
        <HydrateApart whenSeen>
          <NewArrivals />
        </HydrateApart>
      </HomeOutage>
    </>
  );
}
