import { useEffect, useState } from 'react';
import { toDataUrl } from '../imageFiles';

/**
 * A data: URL for showing a chosen image (the cover preview, at most 5 MB). Not a blob: URL: the
 * server's Content-Security-Policy allows images from 'self' and data: only.
 */
export function useDataUrl(file: Blob | null | undefined): string | undefined {
  const [url, setUrl] = useState<{ file: Blob; url: string }>();
  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    toDataUrl(file).then(
      (read) => {
        if (current) setUrl({ file, url: read });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  // A URL read for an earlier file is never shown for the new one.
  return file && url?.file === file ? url.url : undefined;
}
