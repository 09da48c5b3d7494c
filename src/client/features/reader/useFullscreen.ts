import { useCallback, useEffect, useState } from 'react';

/** Full screen for `element` (the whole reader), where the browser allows it. */
export function useFullscreen(element: HTMLElement | null): {
  isFullscreen: boolean;
  toggle: (() => void) | undefined;
} {
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setIsFullscreen(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const supported =
    element !== null && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled !== false;
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element?.requestFullscreen();
  }, [element]);
  return { isFullscreen, toggle: supported ? toggle : undefined };
}
