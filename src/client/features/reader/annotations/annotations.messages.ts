import type { MessageDescriptor } from '@lingui/core';
import type { AnnotationColor, AnnotationKind } from '../../../../shared/annotation-rules';
import { defineMessages } from '../../../../shared/i18n/define-messages';
import en from './messages.en.json';

/**
 * The reader's labels for bookmarks, highlights and notes (decision 049, issue 38); Hindi in
 * messages.hi.json. What the server answers is in shared/annotation-texts.ts.
 */
export const annotationsMessages = defineMessages('annotations', en);

/** What each kind of annotation is called. */
export const kindNames = {
  bookmark: annotationsMessages.kindBookmark,
  highlight: annotationsMessages.kindHighlight,
  note: annotationsMessages.kindNote,
} satisfies Record<AnnotationKind, MessageDescriptor>;

/** The highlight colours' names. */
export const colorNames = {
  yellow: annotationsMessages.colorYellow,
  green: annotationsMessages.colorGreen,
  blue: annotationsMessages.colorBlue,
  pink: annotationsMessages.colorPink,
} satisfies Record<AnnotationColor, MessageDescriptor>;

/** The selection toolbar's buttons: a highlight in each colour. */
export const highlightIn = {
  yellow: annotationsMessages.highlightYellow,
  green: annotationsMessages.highlightGreen,
  blue: annotationsMessages.highlightBlue,
  pink: annotationsMessages.highlightPink,
} satisfies Record<AnnotationColor, MessageDescriptor>;
