import { useEffect, useMemo, useRef } from 'react';
import type { BookReadingAccessResponse } from '../../../../../shared/contract/library.contract';
import { useAppDispatch } from '../../../../app/hooks';
import { readerApi, type ReadingAccessArgs } from '../../reader.api';
import type { EpubSource } from './epubBook';

/** A grant this close to its end is renewed before the next file is asked for. */
export const GRANT_RENEWAL_MARGIN_MS = 5 * 60 * 1000;

type Access = Pick<BookReadingAccessResponse, 'ContentBase' | 'ExpiresAt'>;

function isFresh({ ExpiresAt }: Access): boolean {
  return ExpiresAt === null || Date.parse(ExpiresAt) - Date.now() > GRANT_RENEWAL_MARGIN_MS;
}

/**
 * Where an EPUB's files are, from the access answer (null until it names an EPUB's files). A full
 * book's files are reached through a grant that expires; a reader who keeps the book open past
 * it gets a new grant, asked for once, before the next chapter or search loads.
 */
export function useEpubSource(
  args: ReadingAccessArgs,
  access: BookReadingAccessResponse | undefined,
): EpubSource | null {
  const dispatch = useAppDispatch();
  const latest = useRef<Access | undefined>(access);
  const renewing = useRef<Promise<Access> | null>(null);
  useEffect(() => {
    if (access) latest.current = access;
  }, [access]);

  const { bookId, preview } = args;
  const entries = access?.Entries ?? null;
  return useMemo(() => {
    if (entries === null) return null;
    const renew = () =>
      (renewing.current ??= dispatch(
        readerApi.endpoints.getBookReadingAccess.initiate(
          { bookId, preview },
          { forceRefetch: true, subscribe: false },
        ),
      )
        .unwrap()
        .finally(() => {
          renewing.current = null;
        }));
    return {
      entries,
      contentBase: async () => {
        let current = latest.current!;
        if (!isFresh(current)) current = latest.current = await renew();
        if (current.ContentBase === null) throw new Error('The book is no longer an EPUB');
        return current.ContentBase;
      },
    };
  }, [dispatch, bookId, preview, entries]);
}
