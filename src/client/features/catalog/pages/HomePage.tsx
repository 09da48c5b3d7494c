import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { documentTitles } from '../../../../shared/document-titles';
import { HydrateApart } from '../../../components/HydrateApart';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { NewsletterBox } from '../../newsletter';
import { BannerCarousel } from '../components/BannerCarousel';
import { BestSellers } from '../components/BestSellers';
import { HomeOutage } from '../components/HomeOutage';
import { NewArrivals } from '../components/NewArrivals';
import { Originals } from '../components/Originals';
import { StatsStrip } from '../components/StatsStrip';
import { TrendingBooks, UpcomingBooks } from '../components/TrendingAndUpcoming';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/**
 * The home page: the banner hydrates with the page, each section below it once the shopper is
 * about to see it (HydrateApart whenSeen); a phone adopts the first screen, not seven carousels.
 */
export function HomePage() {
  useDocumentTitle(documentTitles.home);
  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {`${PRODUCT_NAME}: e-books in rupees`}
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
          <NewsletterBox />
        </HydrateApart>
        <HydrateApart whenSeen>
          <StatsStrip />
        </HydrateApart>
        <HydrateApart whenSeen>
          <NewArrivals />
        </HydrateApart>
      </HomeOutage>
    </>
  );
}
