import { useCallback, useMemo } from 'react';
import type { Annotation, SaveAnnotationRequest } from '../../../../shared/contract/annotations.contract';
import { serverMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { translate } from '../../../i18n/translate';
import { annotationsMessages, kindNames } from './annotations.messages';
import { useDeleteAnnotationMutation, useGetAnnotationsQuery, useSaveAnnotationMutation } from './annotations.api';

/** A new annotation, or changed fields of one (with its Id): what a save sends, but the book. */
export type AnnotationDraft = Omit<SaveAnnotationRequest, 'BookId'>;

export interface BookAnnotations {
  /** The reader's annotations in this book, as the server has them (oldest first); [] until they arrive. */
  list: readonly Annotation[];
  /** Saves; resolves true once the server has it (a failure is shown as a toast). */
  save(draft: AnnotationDraft): Promise<boolean>;
  /** Deletes, with an Undo in the toast that saves it again (a new id, the same place and words). */
  remove(annotation: Annotation): Promise<void>;
}

const NONE: readonly Annotation[] = [];

/** The bookmarks, highlights and notes of the book being read; none at all while `enabled` is false (a preview). */
export function useBookAnnotations(bookId: string, enabled: boolean): BookAnnotations {
  const { data } = useGetAnnotationsQuery(bookId, { skip: !enabled });
  const [saveAnnotation] = useSaveAnnotationMutation();
  const [deleteAnnotation] = useDeleteAnnotationMutation();

  const save = useCallback(
    async (draft: AnnotationDraft) => {
      try {
        await saveAnnotation({ ...draft, BookId: bookId }).unwrap();
        return true;
      } catch (error) {
        notify.error(serverMessage(error));
        return false;
      }
    },
    [bookId, saveAnnotation],
  );

  const remove = useCallback(
    async (annotation: Annotation) => {
      try {
        await deleteAnnotation({ Id: annotation.Id, BookId: bookId }).unwrap();
      } catch (error) {
        notify.error(serverMessage(error));
        return;
      }
      const { Kind, Locator, Text, Note, Color } = annotation;
      notify.info(translate(annotationsMessages.deleted, { kind: translate(kindNames[Kind]) }), {
        label: translate(annotationsMessages.undo),
        onClick: () => void save({ Kind, Locator, Text, Note, Color }),
      });
    },
    [bookId, deleteAnnotation, save],
  );

  const list = enabled ? (data?.Annotations ?? NONE) : NONE;
  return useMemo(() => ({ list, save, remove }), [list, save, remove]);
}
