import { BookCartButton, BuyNowButton, GetItFreeButton, type CartState } from '../../lists';

/**
 * The reader's offer of a book, by where it stands (useBookListStatus): an owner gets Read now
 * (the full book); anyone else Buy now and Add to cart (or View Cart once it is there), or Get it
 * free for a free book (decision 047). A visitor gets the same, and a tap answers with the offer to
 * log in. The buttons are the product page's.
 */
export function BookOfferButtons({ bookId, cart, free = false }: { bookId: string; cart: CartState; free?: boolean }) {
  if (free && cart !== 'owned') return <GetItFreeButton bookId={bookId} size="medium" disabled={cart === 'checking'} />;
  return (
    <>
      <BuyNowButton bookId={bookId} cart={cart} size="medium" />
      <BookCartButton bookId={bookId} cart={cart} size="medium" variant="outlined" />
    </>
  );
}
