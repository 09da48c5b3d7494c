import { api } from '../../lib/api';
import { apiPaths } from '../../../shared/api-paths';
import type {
  AwaitingOrderRequest,
  CheckoutRequest,
  CheckoutResponse,
  UpdateOrderStatusRequest,
  UpdateOrderStatusResponse,
} from '../../../shared/contract/checkout.contract';
import type { ProfileResponse } from '../../../shared/contract/accounts.contract';

/** The billing details saved on the profile (checkout's form prefills them); null: none yet. */
export type SavedBilling = NonNullable<ProfileResponse['Billing']>;

const PAYMENT_REPORT_TIMEOUT_MS = 20_000;

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Creates (or reuses) the order for the cart: My Orders lists it, awaiting payment (and the
     * one it replaced). A 409 means the cart or its prices changed on the server since the page
     * loaded, so the cart is refetched to show what would now be charged.
     */
    /** The profile's saved billing details (GET getProfile), read afresh each time the cart opens. */
    getSavedBilling: build.query<SavedBilling | null, void>({
      query: () => apiPaths.getProfile,
      transformResponse: (profile: ProfileResponse) => profile.Billing ?? null,
      keepUnusedDataFor: 0,
    }),
    checkoutPage: build.mutation<CheckoutResponse, CheckoutRequest>({
      query: (body) => ({ url: apiPaths.checkoutPage, method: 'POST', body }),
      invalidatesTags: (_result, error) => {
        if (!error) return ['Order'];
        return 'status' in error && error.status === 409 ? ['Cart'] : [];
      },
    }),
    /**
     * Pays an order awaiting payment again (Try again, My Orders' Pay now): the same provider order,
     * while it is payable. A refusal (paid, expired, cancelled) refetches My Orders to show why.
     */
    resumeOrderPayment: build.mutation<CheckoutResponse, AwaitingOrderRequest>({
      query: (body) => ({ url: apiPaths.resumeOrderPayment, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? ['Order'] : []),
    }),
    /**
     * Reports Checkout's outcome. A paid order empties the cart and fills the library; a failed one
     * keeps the cart (src/docs/decisions/030), which is refetched either way to show the server's truth.
     */
    updateOrderStatus: build.mutation<UpdateOrderStatusResponse, UpdateOrderStatusRequest>({
      // A report that hangs is kept and re-sent like one that failed (useCheckout, keptPaymentReports).
      query: (body) => ({ url: apiPaths.updateOrderStatus, method: 'POST', body, timeout: PAYMENT_REPORT_TIMEOUT_MS }),
      // Orders: My Orders shows the order's new state.
      invalidatesTags: ['Cart', 'Library', 'Order'],
    }),
  }),
});

export const {
  useCheckoutPageMutation,
  useGetSavedBillingQuery,
  useResumeOrderPaymentMutation,
  useUpdateOrderStatusMutation,
} = checkoutApi;
