import { useEffect, type RefObject } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The header's height as a CSS custom property on <html>, so what floats over the page can start
 * below it. The header is sticky at the top, so its height is also where it ends on screen,
 * scrolled or not. Measured rather than taken from the theme: on a phone the search box wraps to a
 * second row whose height depends on the font.
 */
const HEADER_HEIGHT_VARIABLE = '--store-header-height';

/** Keeps HEADER_HEIGHT_VARIABLE equal to the element's height while it is mounted. */
export function useHeaderHeightVariable(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return undefined;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEADER_HEIGHT_VARIABLE, `${header.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(header);
    // A page without the header (the reader) has its toasts at the top again.
    return () => {
      observer?.disconnect();
      root.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [headerRef]);
}

/** notistack's gap between the window's top edge and the first toast, kept below the header. */
const TOAST_GAP_PX = 14;
const TOASTS_BELOW_HEADER_CLASS = 'store-toasts-below-header';

/** For SnackbarProvider's `classes`: the top-right stack gets the class that moves it down. */
export const toastsBelowHeaderClasses = { containerAnchorOriginTopRight: TOASTS_BELOW_HEADER_CLASS };

/**
 * Top-right toasts (the spec's place) start below the header, so a toast about the cart never
 * covers the cart's badge it is talking about. The class is doubled to outrank notistack's own
 * single-class `top`, whatever order the two style sheets load in.
 */
export function ToastsBelowHeaderStyles() {
  return (
    <GlobalStyles
      styles={{
        [`.${TOASTS_BELOW_HEADER_CLASS}.${TOASTS_BELOW_HEADER_CLASS}`]: {
          top: `calc(var(${HEADER_HEIGHT_VARIABLE}, 0px) + ${TOAST_GAP_PX}px)`,
        },
      }}
    />
  );
}
