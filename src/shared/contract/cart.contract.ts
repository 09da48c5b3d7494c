/**
 * The cart and wishlist contract. Both lists have the same item shape
 * and the same requests, so one set of schemas serves both; the response is keyed by the list's
 * name (CartList, WishList). Every schema is strict: an unknown field is a mistake to report.
 */
import { z } from 'zod';
import { messages } from '../messages';
import type { ErrorBody } from './error.contract';

/** An API id (a user's, a book's, a list row's): opaque, but never blank and never huge. */
const ID_MAX_LENGTH = 64;

/** Whose list: must be the caller's own id (403 otherwise). */
export const userIdFieldSchema = z
  .string({ error: messages.invalidRequest })
  .trim()
  .min(1, messages.invalidRequest)
  .max(ID_MAX_LENGTH);

/** Which book: a missing or blank id gives the spec's 'Invalid item. Please try after sometime.' */
export const bookIdFieldSchema = z
  .string({ error: messages.invalidItem })
  .trim()
  .min(1, messages.invalidItem)
  .max(ID_MAX_LENGTH, messages.invalidItem);

// ---------- Requests ----------

/** GET /api/getCartlist?user_Id= and GET /api/getWishlist?user_Id= */
export const listQuerySchema = z.object({ user_Id: userIdFieldSchema }).strict();
export type ListQuery = z.infer<typeof listQuerySchema>;

/** POST /api/saveCartlist and /api/saveWishlist. */
export const saveItemRequestSchema = z.object({ user_Id: userIdFieldSchema, book_Id: bookIdFieldSchema }).strict();
export type SaveItemRequest = z.infer<typeof saveItemRequestSchema>;

/**
 * POST /api/deleteCartlist and /api/deleteWishlist. `_id` is the row's id from the list; the row
 * must belong to the caller and hold `book_Id`, so a stale page can never remove something else.
 */
export const deleteItemRequestSchema = z
  .object({
    _id: z.string({ error: messages.invalidItem }).trim().min(1, messages.invalidItem).max(ID_MAX_LENGTH),
    user_Id: userIdFieldSchema,
    book_Id: bookIdFieldSchema,
  })
  .strict();
export type DeleteItemRequest = z.infer<typeof deleteItemRequestSchema>;

/**
 * POST /api/checkIfBookExistsForUserInCartP and /api/checkIfBookExistsForUserInWhislistP (public).
 * Without a valid token the answer is computed for nobody (see BookCheckResponse).
 */
export const bookCheckRequestSchema = z.object({ user_Id: userIdFieldSchema, book_Id: bookIdFieldSchema }).strict();
export type BookCheckRequest = z.infer<typeof bookCheckRequestSchema>;

// ---------- Responses ----------

/** The book inside a list item, at its CURRENT price (rupees) and discount (a fraction). */
export const listItemBookSchema = z.object({
  BookId: z.string(),
  /** The same id as BookId (the original API had both names). */
  book_Id: z.string(),
  Price: z.number(),
  Discount: z.number(),
  BooksImage: z.string(),
  BookName: z.string(),
});
export type ListItemBook = z.infer<typeof listItemBookSchema>;

/** One cart or wishlist row. */
export const listItemSchema = z
  .object({
    /** The row's id: send it back as `_id` to delete the row. */
    _id: z.string(),
    /** The same id as `_id` (the original API had both names). */
    Id: z.string(),
    /** The book's id, as in /product/{ProductId}. */
    ProductId: z.string(),
    Books: listItemBookSchema,
  })
  .meta({ id: 'ListItem' });
export type ListItem = z.infer<typeof listItemSchema>;

export type CartItem = ListItem;
export type WishlistItem = ListItem;

/** Oldest first: the order in which the user added them. */
export const cartListResponseSchema = z.object({ CartList: z.array(listItemSchema) });
export type CartListResponse = z.infer<typeof cartListResponseSchema>;
export const wishListResponseSchema = z.object({ WishList: z.array(listItemSchema) });
export type WishListResponse = z.infer<typeof wishListResponseSchema>;

/**
 * Answer of both check endpoints: `status: true` means the book CAN be added
 * (not that it is in the list).
 * - cart: false when the book is in the caller's cart, already bought by the caller, or not for sale;
 * - wishlist: false when the book is in the caller's wishlist or not for sale;
 * - without a (valid) token: true exactly when the book is for sale, so nothing about any user's
 *   lists is revealed; with a token, a `user_Id` other than the caller's is refused with 403.
 */
export const bookCheckResponseSchema = z.object({ status: z.boolean() });
export type BookCheckResponse = z.infer<typeof bookCheckResponseSchema>;

/** Save and delete answer a text to show ('Item added to cart.', 'Item removed from cart.', ...). */
export type ListChangeResponse = ErrorBody;
