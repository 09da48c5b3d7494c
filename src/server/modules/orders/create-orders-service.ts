/** The orders service wired to the app's database, payments and cache: checkout and the webhooks share it. */
import type { FastifyInstance } from 'fastify';
import { BooksRepository } from '../catalog/books.repository';
import { LibraryRepository } from '../library/library.repository';
import { UserBookListRepository } from '../lists/user-book-list.repository';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

export function createOrdersService(app: FastifyInstance): OrdersService {
  return new OrdersService({
    db: app.db,
    orders: new OrdersRepository(app.db),
    cart: new UserBookListRepository(app.db, 'cart_items'),
    library: new LibraryRepository(app.db),
    books: new BooksRepository(app.db),
    payments: app.payments,
    clock: app.clock,
    catalogCache: app.catalogCache,
  });
}
