/**
 * What the reader needs from a PDF engine, and nothing more. The pdf.js adapter (pdfjs.adapter.ts)
 * implements it in the browser; tests pass a fake document instead, so everything around pdf.js
 * (errors, page input, keys, saving progress) is tested without a canvas or a worker.
 */

/** A page's size in CSS pixels at scale 1. */
export interface PageSize {
  width: number;
  height: number;
}

export interface RenderTarget {
  canvas: HTMLCanvasElement;
  /** The empty container pdf.js fills with the page's selectable text, or null for none. */
  textLayer: HTMLDivElement | null;
  scale: number;
  /** Device pixels per CSS pixel: the canvas gets this many more pixels, for sharp text. */
  pixelRatio: number;
}

export interface RenderTask {
  /** Resolves once the page is drawn on the canvas (the text layer may follow a little later). */
  promise: Promise<void>;
  cancel(): void;
}

export interface ReaderDocument {
  numPages: number;
  pageSize(pageNumber: number): Promise<PageSize>;
  render(pageNumber: number, target: RenderTarget): RenderTask;
  destroy(): void;
}

export interface OpenRequest {
  url: string;
  /** Sent as `Authorization: Bearer <token>` (never in the URL). */
  token?: string;
  onProgress?: (loaded: number, total: number | undefined) => void;
}

export interface OpeningDocument {
  promise: Promise<ReaderDocument>;
  cancel(): void;
}

export type OpenDocument = (request: OpenRequest) => OpeningDocument;

/** Opening failed; `status` is the HTTP status when the server refused the file. */
export class ReaderLoadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ReaderLoadError';
  }
}

/** A render or an opening stopped on purpose (page turned again, reader closed): not a failure. */
export class ReaderCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'ReaderCancelled';
  }
}

/**
 * The default engine: pdf.js, loaded on first use as a chunk of its own, after the reader's code,
 * so even the reader's first paint (toolbar, progress bar) does not wait for it.
 */
export const openWithPdfJs: OpenDocument = (request) => {
  let cancelled = false;
  let opening: OpeningDocument | undefined;
  const promise = import(/* webpackChunkName: "pdfjs" */ './pdfjs.adapter').then((adapter) => {
    if (cancelled) throw new ReaderCancelled();
    opening = adapter.openPdf(request);
    return opening.promise;
  });
  return {
    promise,
    cancel() {
      cancelled = true;
      opening?.cancel();
    },
  };
};
