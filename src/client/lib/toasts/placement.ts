/**
 * Where toasts open: top-right (the spec's place), below the header. The header publishes its
 * measured height in this CSS custom property on <html> (app/layout/belowHeader.tsx), and the
 * toast stack starts that far down (ToastHost.tsx), so a toast about the cart never covers the
 * cart's badge. Without the header (the reader) the property is unset and toasts open at the top.
 */
export const HEADER_HEIGHT_VARIABLE = '--store-header-height';
