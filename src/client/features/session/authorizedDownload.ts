/**
 * Files the store answers only to the session (a bought book to keep, tax documents): fetched with
 * the session's bearer token, as every API call sends it (lib/api.ts; a plain link would carry
 * none), and saved as the file the server names. In the session feature because any feature that
 * offers such a file uses it (My Library, My Orders, Manage Orders, Tax reports).
 */
import { useCallback, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { saveFile } from '../../lib/saveFile';
import { translate } from '../../i18n/translate';
import { selectToken } from './session.slice';

/** What to fetch, the name to save it under when the answer names none, and a key telling downloads apart. */
export interface AuthorizedFile {
  url: string;
  fallbackName: string;
  key: string;
}

/** The file name of a Content-Disposition header, if it names one. */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition ? /filename="?([^";]+)"?/i.exec(disposition)?.[1] : undefined;
}

/**
 * Downloads such files; a refusal shows the server's Message (in the page's language where it has
 * one), a failure `failedText` (already in the page's language).
 * `downloadingKey` names the download under way (one at a time).
 */
export function useAuthorizedDownload(failedText: string) {
  const token = useAppSelector(selectToken);
  const [downloadingKey, setDownloadingKey] = useState<string | undefined>();
  const download = useCallback(
    async ({ url, fallbackName, key }: AuthorizedFile) => {
      setDownloadingKey(key);
      try {
        const response = await fetch(url, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          credentials: 'same-origin',
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => undefined)) as { Message?: string } | undefined;
          notify.error(body?.Message ? translate.text(body.Message) : failedText);
          return;
        }
        saveFile(await response.blob(), attachmentName(response.headers.get('content-disposition')) ?? fallbackName);
      } catch {
        notify.error(failedText);
      } finally {
        setDownloadingKey(undefined);
      }
    },
    [token, failedText],
  );
  return { download, downloadingKey };
}
