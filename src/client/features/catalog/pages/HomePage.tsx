import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { visuallyHidden } from '../../../components/Price';
import { NewsletterBox } from '../../newsletter';
import { BannerCarousel } from '../components/BannerCarousel';
import { BestSellers } from '../components/BestSellers';
import { NewArrivals } from '../components/NewArrivals';
import { Originals } from '../components/Originals';
import { StatsStrip } from '../components/StatsStrip';
import { TrendingBooks, UpcomingBooks } from '../components/TrendingAndUpcoming';

export const HOME_DOCUMENT_TITLE = `${PRODUCT_NAME} — e-books in rupees`;

export function HomePage() {
  useEffect(() => {
    document.title = HOME_DOCUMENT_TITLE;
  }, []);
  return (
    <>
      <Typography variant="h1" sx={visuallyHidden}>
        {`${PRODUCT_NAME}: e-books in rupees`}
      </Typography>
      <BannerCarousel />
      <BestSellers />
      <TrendingBooks />
      <UpcomingBooks />
      <Originals />
      <NewsletterBox />
      <StatsStrip />
      <NewArrivals />
    </>
  );
}
