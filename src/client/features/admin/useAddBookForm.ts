import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { bookFileDetailsSchema, type BookFileDetails } from '../../../shared/contract/admin.contract';
import { isErrorBody } from '../../../shared/contract/error.contract';
import { SUCCESS_STATUS } from '../../../shared/constants';
import { useAppSelector } from '../../app/hooks';
import { selectSession } from '../session';
import { FILLABLE_FIELD_NAMES, fillFromBookFile, type FillableField, type FilledValues } from './bookFileFill';
import {
  bookFormResolver,
  emptyBookForm,
  fileProblem,
  type BookFileFindings,
  type BookFileFindingsHolder,
  type BookFormValues,
} from './bookForm';
import type { AuthorChoice } from './components/AuthorPicker';
import { inspectBookFile, type UploadResult } from './uploadBook';
import { formText } from './adminTexts';

/** Where the look at the chosen book file stands, for the wizard to show. */
export type BookFileInspection =
  | { phase: 'idle' }
  /** The file travels (percent of its bytes sent); at 100 the server is reading it. */
  | { phase: 'sending'; percent: number }
  /** Read: the fields it filled, and the author it names when the store has none of that name. */
  | { phase: 'read'; filled: FillableField[]; unknownAuthor?: string }
  /** The server refused the file: its words are the field's error. */
  | { phase: 'refused' }
  /** No answer worth showing (offline, a server fault): the admin fills in the fields, the upload checks the file. */
  | { phase: 'failed' };

/** A refusal whose {Message} names the file's problem: not a PDF or EPUB, DRM, a missing chapter (400), too large (413). */
const INSPECTION_STATUSES_WITH_MESSAGE = [400, 413];

type Outcome = { kind: 'read'; details: BookFileDetails } | { kind: 'refused'; message: string } | { kind: 'failed' };

function outcomeOf(result: UploadResult): Outcome {
  if (result.status === SUCCESS_STATUS) {
    const details = bookFileDetailsSchema.safeParse(result.body);
    return details.success ? { kind: 'read', details: details.data } : { kind: 'failed' };
  }
  if (INSPECTION_STATUSES_WITH_MESSAGE.includes(result.status) && isErrorBody(result.body))
    return { kind: 'refused', message: result.body.Message };
  return { kind: 'failed' };
}

export interface AddBookForm {
  form: UseFormReturn<BookFormValues, BookFileFindingsHolder>;
  findings: BookFileFindings;
  inspection: BookFileInspection;
  /** The book file was chosen (on step 1 or 4): the server reads it and the empty fields are filled. */
  chooseBookFile: (file: File | null) => void;
  /** Resolves once the book file chosen last has been read (or refused): Next waits for its details. */
  inspected: () => Promise<void>;
}

/**
 * The Add Book wizard's form, and what the chosen files add to it: the book file is sent to
 * inspectBookFile as soon as it is chosen, its details fill the fields the admin left empty (the
 * author too, when the store has one of that name: `onAuthorFound` shows it chosen), its cover
 * may stand in for a cover image, and a refusal is the field's error until another file is chosen.
 * XMLHttpRequest (uploadBook.ts) rather than RTK Query: a book of tens of MB needs its progress.
 */
export function useAddBookForm({
  onAuthorFound,
}: {
  onAuthorFound: (author: AuthorChoice | null) => void;
}): AddBookForm {
  const { token } = useAppSelector(selectSession);
  // The findings twice: in a ref for the checks (up to date at once, see BookFileFindingsHolder),
  // in state for the screen.
  const findingsHolder = useRef<BookFileFindings>({});
  const [findings, setFindingsState] = useState<BookFileFindings>({});
  const setFindings = useCallback((next: BookFileFindings) => {
    findingsHolder.current = next;
    setFindingsState(next);
  }, []);
  const form = useForm<BookFormValues, BookFileFindingsHolder>({
    resolver: bookFormResolver,
    context: findingsHolder,
    defaultValues: emptyBookForm(),
    mode: 'onTouched',
  });
  const { getValues, setValue, setError, clearErrors } = form;
  const [inspection, setInspection] = useState<BookFileInspection>({ phase: 'idle' });
  const filledByFile = useRef<FilledValues>({});
  const running = useRef<AbortController | null>(null);
  const lastInspection = useRef<Promise<void>>(Promise.resolve());

  // A file still travelling when the wizard goes is of no use to anyone.
  useEffect(() => () => running.current?.abort(), []);

  const fill = useCallback(
    (details: BookFileDetails) => {
      const { changes, filled } = fillFromBookFile(getValues(), details, filledByFile.current);
      filledByFile.current = filled;
      for (const [field, value] of Object.entries(changes) as Array<[FillableField, string]>) {
        // A value the file brings is checked at once (a field the admin was told to fill is then
        // fine again); an emptied one is not, or it would be flagged before the admin reaches it.
        setValue(field, value, { shouldDirty: true, shouldValidate: value !== '' });
      }
      if (changes.AuthorId !== undefined)
        onAuthorFound(changes.AuthorId ? { id: changes.AuthorId, label: details.AuthorName ?? '' } : null);
      return filled;
    },
    [getValues, setValue, onAuthorFound],
  );

  const settle = useCallback(
    (file: File, outcome: Outcome) => {
      if (outcome.kind === 'refused') {
        setFindings({ refusedBook: { file, message: outcome.message } });
        setError('BookContent', { type: 'server', message: formText(outcome.message) });
        setInspection({ phase: 'refused' });
        return;
      }
      if (outcome.kind === 'failed') {
        setFindings({});
        setInspection({ phase: 'failed' });
        return;
      }
      const { details } = outcome;
      const filled = fill(details);
      const cover = details.CoverImage;
      setFindings(cover ? { bookCover: { file, url: cover } } : {});
      // "Required" said of the cover image no longer holds: the book brings its own.
      if (cover && !getValues('BookImage')) clearErrors('BookImage');
      const unknownAuthor =
        !details.AuthorId && details.AuthorName && !getValues('AuthorId') ? details.AuthorName : undefined;
      setInspection({ phase: 'read', filled: FILLABLE_FIELD_NAMES.filter((field) => field in filled), unknownAuthor });
    },
    [fill, getValues, setError, clearErrors, setFindings],
  );

  const chooseBookFile = useCallback(
    (file: File | null) => {
      running.current?.abort();
      running.current = null;
      // A file the browser already refuses (the field says why) is not worth sending.
      if (!file || fileProblem('BookContent', file)) {
        setInspection({ phase: 'idle' });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setInspection({ phase: 'sending', percent: 0 });
      const onProgress = (loaded: number, total: number) => {
        if (!controller.signal.aborted)
          setInspection({ phase: 'sending', percent: Math.round((loaded / total) * 100) });
      };
      lastInspection.current = inspectBookFile(file, {
        token: token || undefined,
        onProgress,
        signal: controller.signal,
      }).then((result) => {
        // Another file was chosen meanwhile, or the wizard went: this answer is about nothing on screen.
        if (controller.signal.aborted) return;
        running.current = null;
        settle(file, outcomeOf(result));
      });
    },
    [token, settle],
  );

  const inspected = useCallback(() => lastInspection.current, []);

  return { form, findings, inspection, chooseBookFile, inspected };
}
