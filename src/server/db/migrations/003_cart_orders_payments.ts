/**
 * Cart, wishlist, orders with their lines, the library of bought books, processed payment webhook
 * events, and the payment sandbox's own orders and payments.
 *
 * Unique indexes carry the rules that races must not break: a book is in a user's cart (wishlist,
 * library) at most once, a provider order belongs to one order, a user has at most one pending
 * order, and a webhook event is processed once.
 */
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from './columns';

function sqlIn(column: string, values: readonly string[]) {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** Cart and wishlist rows: the same columns, the same uniqueness. */
async function createUserBookList(db: Kysely<unknown>, table: 'cart_items' | 'wishlist_items'): Promise<void> {
  await withIdColumn(db, db.schema.createTable(table))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint(`${table}_user_book_unique`, ['user_id', 'book_id'])
    .execute();
  await db.schema.createIndex(`${table}_book_idx`).on(table).column('book_id').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createUserBookList(db, 'cart_items');
  await createUserBookList(db, 'wishlist_items');

  // user_id is nulled when the buyer deletes the account: the sale stays for the accounts.
  await withIdColumn(db, db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sqlIn('status', ['pending', 'paid', 'failed', 'abandoned'])),
    )
    .addColumn('amount_paise', 'integer', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('provider_order_id', 'text', (col) => col.unique())
    .addColumn('payment_id', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  // Two checkouts racing for one cart meet here: the second one finds and reuses the first's order.
  await db.schema
    .createIndex('orders_one_pending_per_user')
    .unique()
    .on('orders')
    .column('user_id')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();

  // Prices are frozen per line: what was charged stays readable whatever the book costs later.
  await withIdColumn(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('restrict'))
    .addColumn('price_paise', 'integer', (col) => col.notNull())
    .addColumn('discount_bp', 'integer', (col) => col.notNull())
    .addColumn('sale_price_paise', 'integer', (col) => col.notNull())
    .addUniqueConstraint('order_lines_order_book_unique', ['order_id', 'book_id'])
    .execute();
  await db.schema.createIndex('order_lines_book_idx').on('order_lines').column('book_id').execute();

  // The books a user may read. One row per (user, book) whatever happens: a book is granted once.
  await withIdColumn(db, db.schema.createTable('user_books'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('restrict'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('restrict'))
    .addColumn('purchased_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('user_books_user_book_unique', ['user_id', 'book_id'])
    .execute();
  await db.schema.createIndex('user_books_book_idx').on('user_books').column('book_id').execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  // The sandbox's state, in Razorpay's own terms (ids as strings, amounts in paise, unix seconds).
  await db.schema
    .createTable('sandbox_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('amount_paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('receipt', 'text')
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (col) => col.notNull().check(sqlIn('status', ['created', 'attempted', 'paid'])))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('sandbox_orders.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sqlIn('status', ['captured', 'failed'])))
    .addColumn('error_code', 'text')
    .addColumn('error_description', 'text')
    .addColumn('created_at', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sandbox_payments_order_idx')
    .on('sandbox_payments')
    .columns(['order_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'sandbox_payments',
    'sandbox_orders',
    'payment_webhook_events',
    'user_books',
    'order_lines',
    'orders',
    'wishlist_items',
    'cart_items',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
