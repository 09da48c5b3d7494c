/**
 * Kysely table types. Portable storage rules (same queries on SQLite and PostgreSQL):
 * booleans are integers 0/1, dates are 'YYYY-MM-DD' text, money is integer paise,
 * discounts are integer basis points, timestamps are ISO-8601 text.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Flag = 0 | 1;
export type UserType = 'User' | 'Author' | 'Admin';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** Lower-cased email with a unique index: emails are unique regardless of case. */
  email_normalized: string;
  first_name: string;
  last_name: string;
  country_code: string;
  phone_number: string;
  user_type: UserType;
  description: string;
  image_url: string;
  email_confirmed: Flag;
  no_of_books: number;
  password_hash: string;
  password_salt: string;
  created_at: string;
}

export interface GenresTable {
  id: Generated<number>;
  name: string;
}

export interface BooksTable {
  id: Generated<number>;
  name: string;
  description: string;
  author_id: number;
  genre_id: number;
  price_paise: number;
  discount_bp: number;
  /** discountedPaise(price_paise, discount_bp), kept by every write so price filters use an index. */
  sale_price_paise: number;
  cover_key: string;
  preview_key: string | null;
  content_key: string | null;
  book_type: string;
  is_active: Flag;
  is_approved: Flag;
  is_original: Flag;
  is_new_arrival: Flag;
  new_arrival_date: string | null;
  is_trending: Flag;
  trending_date: string | null;
  is_upcoming: Flag;
  upcoming_date: string | null;
  is_hot_deals: Flag;
  hot_deals_date: string | null;
  is_top_author: Flag;
  /** Denormalised count of paid sales: best sellers (and later search ranking) sort by it. */
  sales_count: number;
  created_at: string;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  heading: string;
  sub_title: string;
  description: string;
  cover_key: string;
  sort_order: number;
}

export interface Database {
  users: UsersTable;
  genres: GenresTable;
  books: BooksTable;
  banners: BannersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type BookRow = Selectable<BooksTable>;
export type NewBook = Insertable<BooksTable>;
export type BookUpdate = Updateable<BooksTable>;
export type NewBanner = Insertable<BannersTable>;
