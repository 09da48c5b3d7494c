import { apiPaths } from '../../../shared/api-paths';
import { traceApiPaths } from '../../../shared/trace-api-paths';

export interface UploadResult {
  /** The HTTP status; 0 when no answer came (network down, request aborted). */
  status: number;
  /** The parsed JSON answer ({Message, Id}, BookFileDetails or {Message}), or undefined if there was none. */
  body: unknown;
}

/** Bytes sent so far and the total, as the browser reports them while the body travels. */
export type UploadProgress = (loaded: number, total: number) => void;

export interface UploadOptions {
  token: string | undefined;
  onProgress?: UploadProgress;
  /** Aborting answers status 0 at once (the admin chose another file meanwhile, or left). */
  signal?: AbortSignal;
}

/**
 * POST of a multipart/form-data body. XMLHttpRequest rather than RTK Query: fetch (and so
 * fetchBaseQuery) cannot report how much of a request body has been sent, and a book of tens of
 * MB needs a progress bar. The browser sets the multipart Content-Type with its boundary itself.
 * Never rejects: every outcome, a network failure included, is a status to show.
 */
function postMultipart(
  path: string,
  formData: FormData,
  { token, onProgress, signal }: UploadOptions,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ status: 0, body: undefined });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
    }
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: undefined });
    xhr.onabort = () => resolve({ status: 0, body: undefined });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/** POST /api/addBook: the wizard's fields and files. */
export function uploadBook(
  formData: FormData,
  token: string | undefined,
  onProgress?: UploadProgress,
): Promise<UploadResult> {
  return postMultipart(apiPaths.addBook, formData, { token, onProgress });
}

/** POST /api/inspectBookFile: what a book file says of itself (nothing is stored). */
export function inspectBookFile(file: File, options: UploadOptions): Promise<UploadResult> {
  const formData = new FormData();
  formData.append('BookContent', file, file.name);
  return postMultipart(apiPaths.inspectBookFile, formData, options);
}

/** POST /api/traceDownload: the download a copy found elsewhere came from (TracedDownload, or {Message}). */
export function traceDownload(file: File, options: UploadOptions): Promise<UploadResult> {
  const formData = new FormData();
  formData.append('File', file, file.name);
  return postMultipart(traceApiPaths.traceDownload, formData, options);
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
