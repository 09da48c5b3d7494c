import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { OrderSummary, OrdersResponse } from '../../../shared/contract/orders.contract';

/**
 * The shopper's orders. 'Order' is also invalidated by a payment report (checkout) and by an
 * admin's refund, so a state change shows without a reload.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; the argument (user id) keys the cache per user, like the library's. */
    getOrders: build.query<OrderSummary[], string>({
      query: () => ({ url: apiPaths.getOrders }),
      transformResponse: (response: OrdersResponse) => response.Orders,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
