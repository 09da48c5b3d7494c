import { api } from '../../lib/api';
import { couponApiPaths } from '../../../shared/coupon-api-paths';
import type { PreviewCouponRequest, PreviewCouponResponse } from '../../../shared/contract/coupons.contract';

/**
 * The cart's "Apply coupon" (decision 048): injected here, in the lazy cart's code, never in
 * lib/api.ts, which is in the home page's JavaScript (its budget).
 */
export const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The caller's cart priced with a code, as checkout would price it; writes nothing, so it
     * caches nothing and invalidates nothing (a mutation: each Apply asks afresh).
     */
    previewCoupon: build.mutation<PreviewCouponResponse, PreviewCouponRequest>({
      query: (body) => ({ url: couponApiPaths.previewCoupon, method: 'POST', body }),
    }),
  }),
});

export const { usePreviewCouponMutation } = couponApi;
