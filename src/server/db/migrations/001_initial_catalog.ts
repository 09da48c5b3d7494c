/** Users (authors are users of type Author), genres, books, banners, and the shop's indexes. */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** An integer auto-increment primary key in either dialect, so this migration stays one file. */
function withIdColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

function sqlIn(column: string, values: readonly string[]) {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

function sqlRange(column: string, min: number, max: number) {
  return sql<boolean>`${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('user_type', 'text', (col) => col.notNull().check(sqlIn('user_type', ['User', 'Author', 'Admin'])))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email_confirmed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('no_of_books', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('password_salt', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('users_email_normalized_unique')
    .unique()
    .on('users')
    .column('email_normalized')
    .execute();
  await db.schema.createIndex('users_type_idx').on('users').columns(['user_type', 'first_name', 'last_name']).execute();

  await withIdColumn(db, db.schema.createTable('genres'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await withIdColumn(db, db.schema.createTable('books'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('genre_id', 'integer', (col) => col.notNull().references('genres.id').onDelete('restrict'))
    .addColumn('price_paise', 'integer', (col) => col.notNull().check(sqlRange('price_paise', 0, 1_000_000_000)))
    .addColumn('discount_bp', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sqlRange('discount_bp', 0, 9999)),
    )
    .addColumn('sale_price_paise', 'integer', (col) => col.notNull())
    .addColumn('cover_key', 'text', (col) => col.notNull())
    .addColumn('preview_key', 'text')
    .addColumn('content_key', 'text')
    .addColumn('book_type', 'text', (col) => col.notNull().defaultTo('EBook'))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_approved', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_original', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_new_arrival', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('new_arrival_date', 'text')
    .addColumn('is_trending', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trending_date', 'text')
    .addColumn('is_upcoming', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('upcoming_date', 'text')
    .addColumn('is_hot_deals', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hot_deals_date', 'text')
    .addColumn('is_top_author', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Every public query starts with (is_active, is_approved); the trailing columns serve the shop's
  // default order (id), the genre and author filters, the price filter and range, best sellers.
  const bookIndexes: Array<[string, string[]]> = [
    ['books_public_id_idx', ['is_active', 'is_approved', 'id']],
    ['books_public_genre_idx', ['is_active', 'is_approved', 'genre_id', 'id']],
    ['books_public_price_idx', ['is_active', 'is_approved', 'sale_price_paise']],
    ['books_public_sales_idx', ['is_active', 'is_approved', 'sales_count']],
    ['books_author_idx', ['author_id', 'id']],
    ['books_genre_idx', ['genre_id']],
  ];
  for (const [name, columns] of bookIndexes) {
    await db.schema.createIndex(name).on('books').columns(columns).execute();
  }

  await withIdColumn(db, db.schema.createTable('banners'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('heading', 'text', (col) => col.notNull())
    .addColumn('sub_title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('cover_key', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['banners', 'books', 'genres', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
