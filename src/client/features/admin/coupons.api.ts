import { api } from '../../lib/api';
import { couponApiPaths } from '../../../shared/coupon-api-paths';
import type { CouponsResponse, SaveCouponInput, SaveCouponResponse } from '../../../shared/contract/coupons.contract';

/**
 * The admins' Coupons page (decision 048). Its cache tag is added here, in the admin chunk, not in
 * lib/api.ts (the home page's JavaScript): a saved code refreshes the list.
 */
const couponsBaseApi = api.enhanceEndpoints({ addTagTypes: ['Coupon'] });

export const couponsApi = couponsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every code with its rules and uses (no pages: a store has a handful). */
    getCoupons: build.query<CouponsResponse, void>({
      query: () => couponApiPaths.getCoupons,
      providesTags: ['Coupon'],
    }),
    /** Creates the code or updates the one of that code; `Active: false` pauses it. */
    saveCoupon: build.mutation<SaveCouponResponse, SaveCouponInput>({
      query: (body) => ({ url: couponApiPaths.saveCoupon, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Coupon'] : []),
    }),
  }),
});

export const { useGetCouponsQuery, useSaveCouponMutation } = couponsApi;
