/**
 * The reader's bookmarks, highlights and notes (issue 37, decision 049): kept on the server per
 * reader and book, so they follow the reader to every device. Only a reader who may read the full
 * book (its buyer, or an admin) saves or lists them: 403 for a public book not theirs, 404 for an
 * unknown or hidden one, as for the book itself (decision 034).
 *
 * Each is placed by the same locator as the reading progress: an EPUB's {Cfi, Progression, Href}
 * (a range CFI for a highlight or a note, a point CFI for a bookmark), or a PDF's {Page} (where
 * the quoted text identifies a highlight on its page). Text (the quote) and Note are plain text,
 * kept as sent and shown escaped.
 */
import { z } from 'zod';
import {
  ANNOTATION_COLORS,
  ANNOTATION_KINDS,
  ANNOTATION_NOTE_MAX_LENGTH,
  ANNOTATION_TEXT_MAX_LENGTH,
} from '../annotation-rules';
import { annotationMessages } from '../annotation-texts';
import { idSchema } from './catalog.contract';
import { pageNumberSchema, readingLocatorSchema } from './library.contract';

export * from '../annotation-rules';

/** A PDF's place: its page. */
export const pagePlaceSchema = z.object({ Page: pageNumberSchema }).strict().meta({ id: 'PagePlace' });

/** Where a bookmark, highlight or note is: an EPUB's locator or a PDF's page. */
export const annotationLocatorSchema = z.union([readingLocatorSchema, pagePlaceSchema]);
export type AnnotationLocator = z.infer<typeof annotationLocatorSchema>;

const kindSchema = z.enum(ANNOTATION_KINDS, { error: annotationMessages.kindRequired });
const colorSchema = z.enum(ANNOTATION_COLORS, { error: annotationMessages.colorRequired });

/**
 * POST /api/saveAnnotation. Without Id a new one (409 past ANNOTATIONS_PER_BOOK_MAX in the book);
 * with Id the caller's own one in this book is changed (404 for anyone else's). A bookmark quotes
 * nothing and has no colour (it may have a note); a highlight quotes its text in a colour, without
 * a note; a note is a highlight with a note.
 */
export const saveAnnotationRequestSchema = z
  .object({
    Id: idSchema.max(20).optional(),
    BookId: idSchema.max(20),
    Kind: kindSchema,
    Locator: annotationLocatorSchema,
    Text: z
      .string()
      .max(ANNOTATION_TEXT_MAX_LENGTH, annotationMessages.textTooLong(ANNOTATION_TEXT_MAX_LENGTH))
      .default(''),
    Note: z
      .string()
      .max(ANNOTATION_NOTE_MAX_LENGTH, annotationMessages.noteTooLong(ANNOTATION_NOTE_MAX_LENGTH))
      .default(''),
    Color: colorSchema.nullable().default(null),
  })
  .strict()
  .superRefine((body, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    if (body.Kind === 'bookmark') {
      if (body.Text !== '' || body.Color !== null) issue(annotationMessages.bookmarkHasNoText);
      return;
    }
    if (body.Text.trim() === '' || body.Color === null) issue(annotationMessages.highlightNeedsText);
    if (body.Kind === 'highlight' && body.Note.trim() !== '') issue(annotationMessages.highlightHasNoNote);
    if (body.Kind === 'note' && body.Note.trim() === '') issue(annotationMessages.noteNeedsNote);
  });
export type SaveAnnotationRequest = z.input<typeof saveAnnotationRequestSchema>;
export type SaveAnnotation = z.output<typeof saveAnnotationRequestSchema>;

export const saveAnnotationResponseSchema = z.object({ Message: z.string(), Id: idSchema });
export type SaveAnnotationResponse = z.infer<typeof saveAnnotationResponseSchema>;

/** GET /api/getAnnotations?BookId=. */
export const annotationsQuerySchema = z.object({ BookId: idSchema.max(20) }).strict();
export type AnnotationsQuery = z.infer<typeof annotationsQuerySchema>;

/** POST /api/deleteAnnotation: one of the caller's own (404 for anyone else's). */
export const deleteAnnotationRequestSchema = z.object({ Id: idSchema.max(20) }).strict();
export type DeleteAnnotationRequest = z.infer<typeof deleteAnnotationRequestSchema>;

export const annotationSchema = z
  .object({
    Id: idSchema,
    BookId: idSchema,
    Kind: z.enum(ANNOTATION_KINDS),
    Locator: annotationLocatorSchema,
    Text: z.string(),
    Note: z.string(),
    Color: z.enum(ANNOTATION_COLORS).nullable(),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'Annotation' });
export type Annotation = z.infer<typeof annotationSchema>;

/** The caller's annotations in the book, oldest first; the reader puts them in book order. */
export const annotationsResponseSchema = z.object({ Annotations: z.array(annotationSchema) });
export type AnnotationsResponse = z.infer<typeof annotationsResponseSchema>;
