/**
 * What an author sees of their own books (My Books, GET /api/getAuthorBooks): each book with the
 * status shoppers see it in, its price and the copies sold.
 */
import { z } from 'zod';

/** Live: on sale; Hidden: taken off sale by an admin; Awaiting approval: uploaded, not yet approved. */
export const AUTHOR_BOOK_STATUSES = ['Live', 'Hidden', 'Awaiting approval'] as const;
export type AuthorBookStatus = (typeof AUTHOR_BOOK_STATUSES)[number];

/** The most books My Books lists (newest first): more than any author writes. */
export const AUTHOR_BOOKS_LIMIT = 500;

export const authorBookSchema = z
  .object({
    Id: z.string(),
    CoverImage: z.string(),
    BookName: z.string(),
    Gener: z.string(),
    /** Rupees. */
    Price: z.number(),
    /** Fraction. */
    Discount: z.number(),
    Status: z.enum(AUTHOR_BOOK_STATUSES),
    CopiesSold: z.number().int(),
    /** ISO-8601 timestamp of the upload. */
    CreatedAt: z.string(),
  })
  .meta({ id: 'AuthorBook' });
export type AuthorBook = z.infer<typeof authorBookSchema>;

export const authorBooksResponseSchema = z.object({ AuthorBooksList: z.array(authorBookSchema) });
export type AuthorBooksResponse = z.infer<typeof authorBooksResponseSchema>;
