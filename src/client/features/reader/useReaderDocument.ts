import { useEffect, useState } from 'react';
import { ReaderCancelled, ReaderLoadError, type OpenDocument, type ReaderDocument } from './readerDocument';

export type ReaderDocumentState =
  | { kind: 'loading'; loaded: number; total: number | undefined }
  | { kind: 'ready'; document: ReaderDocument }
  | { kind: 'failed'; status: number | undefined };

/**
 * Opens the PDF at `url` (null: do not open, e.g. a visitor asking for a full book) and tracks the
 * download progress; closes it when the URL changes or the reader goes away.
 */
export function useReaderDocument(openDocument: OpenDocument, url: string | null, token: string | undefined, attempt: number): ReaderDocumentState {
  const [state, setState] = useState<ReaderDocumentState>({ kind: 'loading', loaded: 0, total: undefined });

  useEffect(() => {
    if (url === null) return undefined;
    let active = true;
    let opened: ReaderDocument | undefined;
    setState({ kind: 'loading', loaded: 0, total: undefined });
    const opening = openDocument({
      url,
      token,
      onProgress: (loaded, total) => {
        if (active) setState((previous) => (previous.kind === 'loading' ? { kind: 'loading', loaded, total } : previous));
      },
    });
    opening.promise.then(
      (document) => {
        if (active) {
          opened = document;
          setState({ kind: 'ready', document });
        } else {
          document.destroy();
        }
      },
      (error: unknown) => {
        if (!active || error instanceof ReaderCancelled) return;
        setState({ kind: 'failed', status: error instanceof ReaderLoadError ? error.status : undefined });
      },
    );
    return () => {
      active = false;
      opening.cancel();
      opened?.destroy();
    };
  }, [openDocument, url, token, attempt]);

  return state;
}
