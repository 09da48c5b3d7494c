/**
 * The only file that knows pdf.js. Loaded lazily (readerDocument.ts, openWithPdfJs), so pdfjs-dist
 * is in no chunk but its own. The worker is a hashed asset of our build under /static/media/, served
 * by our server with the other static files (no CDN).
 */
import {
  getDocument,
  GlobalWorkerOptions,
  TextLayer,
  VerbosityLevel,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
import { ReaderCancelled, ReaderLoadError } from '../engine';
import type { OpeningDocument, OpenRequest, ReaderDocument, RenderTarget, RenderTask } from './readerDocument';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** pdf.js fetches the file in pieces of this size, only those it needs (HTTP Range requests). */
const RANGE_CHUNK_BYTES = 65536;

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number' && status > 0) return status;
  }
  return undefined;
}

function isCancellation(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'RenderingCancelledException' || name === 'AbortException';
}

class PdfJsDocument implements ReaderDocument {
  constructor(private readonly pdf: PDFDocumentProxy) {}

  get numPages(): number {
    return this.pdf.numPages;
  }

  async pageSize(pageNumber: number) {
    const viewport = (await this.pdf.getPage(pageNumber)).getViewport({ scale: 1 });
    return { width: viewport.width, height: viewport.height };
  }

  render(pageNumber: number, target: RenderTarget): RenderTask {
    let cancelled = false;
    let cancelCurrent: (() => void) | undefined;
    let textDone: () => void = () => undefined;
    const textReady = new Promise<void>((resolve) => {
      textDone = resolve;
    });
    const draw = async (page: PDFPageProxy) => {
      const viewport = page.getViewport({ scale: target.scale });
      const { canvas, pixelRatio } = target;
      canvas.width = Math.floor(viewport.width * pixelRatio);
      canvas.height = Math.floor(viewport.height * pixelRatio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({
        canvas,
        viewport,
        transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
      });
      cancelCurrent = () => task.cancel();
      await task.promise;
      if (target.textLayer && !cancelled) {
        // The text layer only makes the text selectable and readable by screen readers: drawn after
        // the canvas, never holding it up, and a failure there leaves the page as it is.
        const layer = new TextLayer({
          textContentSource: page.streamTextContent(),
          container: target.textLayer,
          viewport,
        });
        cancelCurrent = () => {
          layer.cancel();
          textDone();
        };
        layer
          .render()
          .catch(() => undefined)
          .finally(textDone);
      } else {
        textDone();
      }
    };
    const promise = this.pdf
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) throw new ReaderCancelled();
        return draw(page);
      })
      .catch((error: unknown) => {
        textDone();
        throw cancelled || isCancellation(error) ? new ReaderCancelled() : error;
      });
    return {
      promise,
      textReady,
      cancel() {
        cancelled = true;
        cancelCurrent?.();
      },
    };
  }

  destroy(): void {
    void this.pdf.destroy();
  }
}

export function openPdf({ url, token, onProgress }: OpenRequest): OpeningDocument {
  const task = getDocument({
    url,
    httpHeaders: token ? { Authorization: `Bearer ${token}` } : undefined,
    rangeChunkSize: RANGE_CHUNK_BYTES,
    // Only the ranges the shown pages need: no background download of the rest, no full stream.
    disableAutoFetch: true,
    disableStream: true,
    // Our CSP has no 'unsafe-eval'; pdf.js then draws fonts without compiled glyph functions.
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  let cancelled = false;
  task.onProgress = ({ loaded, total }: { loaded: number; total?: number }) => onProgress?.(loaded, total || undefined);
  const promise = task.promise.then(
    (pdf): ReaderDocument => new PdfJsDocument(pdf),
    (error: unknown) => {
      if (cancelled) throw new ReaderCancelled();
      throw new ReaderLoadError(error instanceof Error ? error.message : String(error), statusOf(error));
    },
  );
  return {
    promise,
    cancel() {
      cancelled = true;
      void task.destroy();
    },
  };
}
