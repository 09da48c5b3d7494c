/**
 * The API paths of coupon codes (decision 048), re-exported by api-paths.ts. The client imports
 * them from here, so they stay out of the home page's JavaScript with apiPaths (only the cart and
 * the admins' Coupons page, both lazy, use them).
 */
export const couponApiPaths = {
  /** The caller's cart priced with a code: each line's discount and the new total; 4xx says why not. */
  previewCoupon: '/api/previewCoupon',
  /** Create or update (by its code) a coupon code; admins. */
  saveCoupon: '/api/saveCoupon',
  /** Every coupon code with its uses; admins. */
  getCoupons: '/api/getCoupons',
} as const;
