/**
 * A book's flags and dates as the admin API names them (IsTrending, TrendingDate...) and as the
 * books table stores them (is_trending 0/1, trending_date). Upload, update and the admin list all
 * translate through these two tables, so a new flag is added in one place.
 */
import {
  BOOK_FLAG_DATES,
  BOOK_FLAG_FIELDS,
  ORIGINAL_FLAG_FIELD,
  type BookDateField,
  type BookFlagField,
} from '../../../shared/contract/admin.contract';
import type { BooksTable, Flag } from '../../db/database';

type FlagColumn = { [K in keyof BooksTable]: BooksTable[K] extends Flag ? K : never }[keyof BooksTable];
type DateColumn = 'new_arrival_date' | 'trending_date' | 'upcoming_date' | 'hot_deals_date';

export const flagColumns: Record<BookFlagField, FlagColumn> = {
  IsActive: 'is_active',
  IsApproved: 'is_approved',
  [ORIGINAL_FLAG_FIELD]: 'is_original',
  IsNewArrival: 'is_new_arrival',
  IsTrending: 'is_trending',
  IsUpcoming: 'is_upcoming',
  IsHotDeals: 'is_hot_deals',
  IsTopAuthor: 'is_top_author',
};

export const dateColumns: Record<BookDateField, DateColumn> = {
  NewArrivalDate: 'new_arrival_date',
  TrendingDate: 'trending_date',
  UpcomingDate: 'upcoming_date',
  HotDealsDate: 'hot_deals_date',
};

const datedFlags = Object.entries(BOOK_FLAG_DATES) as Array<[keyof typeof BOOK_FLAG_DATES, BookDateField]>;

export type FlagValues = Partial<Record<BookFlagField, boolean>>;
export type DateValues = Partial<Record<BookDateField, string | undefined>>;
export type FlagAndDateColumns = Partial<Record<FlagColumn, Flag> & Record<DateColumn, string | null>>;

/**
 * The columns for the flags and dates given. A dated flag switched on with no date given and
 * none stored gets `today` (a flag's date defaults to today), so it never sits switched on
 * with an empty date that no home section could match.
 */
export function flagAndDateColumns(
  flags: Record<BookFlagField, boolean>,
  dates: DateValues,
  today: string,
  storedDates?: Partial<Record<DateColumn, string | null>>,
): Record<FlagColumn, Flag> & FlagAndDateColumns;
export function flagAndDateColumns(
  flags: FlagValues,
  dates: DateValues,
  today: string,
  storedDates?: Partial<Record<DateColumn, string | null>>,
): FlagAndDateColumns;
export function flagAndDateColumns(
  flags: FlagValues,
  dates: DateValues,
  today: string,
  storedDates: Partial<Record<DateColumn, string | null>> = {},
): FlagAndDateColumns {
  const columns: FlagAndDateColumns = {};
  for (const field of BOOK_FLAG_FIELDS) {
    const value = flags[field];
    if (value !== undefined) columns[flagColumns[field]] = value ? 1 : 0;
  }
  for (const [dateField, column] of Object.entries(dateColumns) as Array<[BookDateField, DateColumn]>) {
    const value = dates[dateField];
    if (value !== undefined) columns[column] = value;
  }
  for (const [flagField, dateField] of datedFlags) {
    const column = dateColumns[dateField];
    if (flags[flagField] === true && dates[dateField] === undefined && !storedDates[column]) columns[column] = today;
  }
  return columns;
}
