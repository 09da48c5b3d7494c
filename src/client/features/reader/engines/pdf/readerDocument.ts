import { openFromChunk, type Closable, type Opening } from '../engine';

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
  /** Resolves once the text layer is drawn too, or will not be (none asked for, a failure, cancelled). */
  textReady?: Promise<void>;
  cancel(): void;
}

export interface ReaderDocument extends Closable {
  numPages: number;
  pageSize(pageNumber: number): Promise<PageSize>;
  render(pageNumber: number, target: RenderTarget): RenderTask;
}

export interface OpenRequest {
  url: string;
  /** Sent as `Authorization: Bearer <token>` (never in the URL). */
  token?: string;
  onProgress?: (loaded: number, total: number | undefined) => void;
}

export type OpeningDocument = Opening<ReaderDocument>;

export type OpenDocument = (request: OpenRequest) => OpeningDocument;

/** The default engine: pdf.js, in a chunk of its own. */
export const openWithPdfJs: OpenDocument = (request) =>
  openFromChunk(() =>
    import(/* webpackChunkName: "pdfjs" */ './pdfjs.adapter').then((adapter) => () => adapter.openPdf(request)),
  );
