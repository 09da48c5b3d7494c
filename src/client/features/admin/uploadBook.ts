import { apiPaths } from '../../../shared/api-paths';

export interface UploadResult {
  /** The HTTP status; 0 when no answer came (network down, request aborted). */
  status: number;
  /** The parsed JSON answer ({Message, Id} or {Message}), or undefined if there was none. */
  body: unknown;
}

/** Bytes sent so far and the total, as the browser reports them while the body travels. */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * POST /api/addBook as multipart/form-data. XMLHttpRequest rather than RTK Query: fetch (and so
 * fetchBaseQuery) cannot report how much of a request body has been sent, and a book of tens of
 * MB needs a progress bar. The browser sets the multipart Content-Type with its boundary itself.
 * Never rejects: every outcome, a network failure included, is a status to show.
 */
export function uploadBook(formData: FormData, token: string | undefined, onProgress?: UploadProgress): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPaths.addBook);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
    }
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, body: undefined });
    xhr.onabort = () => resolve({ status: 0, body: undefined });
    xhr.send(formData);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
