import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type { AwaitingOrderRequest } from '../../../shared/contract/checkout.contract';
import type { ErrorBody } from '../../../shared/contract/error.contract';
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
    /** Releases an order awaiting payment (the cart is kept); refused (409) once it is paid or closed. */
    cancelOrder: build.mutation<ErrorBody, AwaitingOrderRequest>({
      query: (body) => ({ url: apiPaths.cancelOrder, method: 'POST', body }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useGetOrdersQuery, useCancelOrderMutation } = ordersApi;
