import { BookCartButton, BuyNowButton, type CartState } from '../../lists';

/**
 * The reader's offer of a book, by where it stands (useBookListStatus): an owner gets Read now
 * (the full book); anyone else Buy now and Add to cart (or View Cart once it is there). A visitor
 * gets the same, and a tap answers with the offer to log in. The buttons are the product page's.
 */
export function BookOfferButtons({ bookId, cart }: { bookId: string; cart: CartState }) {
  return (
    <>
      <BuyNowButton bookId={bookId} cart={cart} size="medium" />
      <BookCartButton bookId={bookId} cart={cart} size="medium" variant="outlined" />
    </>
  );
}
