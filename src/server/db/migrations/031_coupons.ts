/**
 * Coupon codes (issue 36, decision 048):
 * - coupons: one per code, stored in capitals (codes are case-insensitive) and unique; a percent
 *   in basis points or a fixed amount in paise, the minimum cart total in paise, the instants it
 *   works from and until (ISO UTC text, compared as text), the limits on uses (null: none), and
 *   whether it is active (an admin pauses it).
 * - coupon_genres and coupon_books: its scope; neither has a row for a whole-store coupon.
 * - coupon_uses: the order a code was used by (one coupon per order: order_id unique), with its
 *   buyer. A use counts while its order is paid (or was: refunded and disputed ones too) or awaits
 *   payment and is still payable; an order that expires, fails, is cancelled or replaced stops
 *   counting by itself (CouponsRepository.countingUses), so no path has to remember to release it.
 * - order_lines.coupon_discount_paise: what the coupon took off the line. sale_price_paise stays
 *   what the line charged (now after the coupon), the one column invoices, refunds, credit notes,
 *   mails and the library read; the line's price before the coupon is the sum of the two.
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('coupons'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('percent_bp', 'integer')
    .addColumn('amount_paise', 'integer')
    .addColumn('min_total_paise', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`min_total_paise >= 0`),
    )
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('max_uses', 'integer', (col) => col.check(sql`max_uses >= 1`))
    .addColumn('max_uses_per_user', 'integer', (col) => col.check(sql`max_uses_per_user >= 1`))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'coupons_value_check',
      sql`(kind = 'percent' and percent_bp between 1 and 10000 and amount_paise is null) or (kind = 'fixed' and amount_paise > 0 and percent_bp is null)`,
    )
    .addCheckConstraint(
      'coupons_dates_check',
      sql`valid_from is null or valid_until is null or valid_from < valid_until`,
    )
    .execute();

  await db.schema
    .createTable('coupon_genres')
    .addColumn('coupon_id', 'integer', (col) => col.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('genre_id', 'integer', (col) => col.notNull().references('genres.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('coupon_genres_pk', ['coupon_id', 'genre_id'])
    .execute();
  await db.schema
    .createTable('coupon_books')
    .addColumn('coupon_id', 'integer', (col) => col.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('coupon_books_pk', ['coupon_id', 'book_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('coupon_uses'))
    .addColumn('coupon_id', 'integer', (col) => col.notNull().references('coupons.id').onDelete('restrict'))
    .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_uses_coupon_user_idx')
    .on('coupon_uses')
    .columns(['coupon_id', 'user_id'])
    .execute();

  await db.schema
    .alterTable('order_lines')
    .addColumn('coupon_discount_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('coupon_discount_paise').execute();
  await db.schema.dropTable('coupon_uses').execute();
  await db.schema.dropTable('coupon_books').execute();
  await db.schema.dropTable('coupon_genres').execute();
  await db.schema.dropTable('coupons').execute();
}
