import { useEffect, useState } from 'react';

/** 32 KB at a time: String.fromCharCode(...bytes) takes a bounded number of arguments. */
const CHUNK = 0x8000;

async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return `data:${file.type};base64,${btoa(binary)}`;
}

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
