import { useCallback, useState } from 'react';
import { loadAppearance, storeAppearance, type ReadingAppearance } from './readingAppearance';

/** The reader's text and theme settings, read from this device once and kept there on each change. */
export function useReadingAppearance(): [ReadingAppearance, (appearance: ReadingAppearance) => void] {
  const [appearance, setAppearance] = useState(loadAppearance);
  const change = useCallback((next: ReadingAppearance) => {
    setAppearance(next);
    storeAppearance(next);
  }, []);
  return [appearance, change];
}
