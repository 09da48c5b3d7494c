/**
 * The Add Book wizard's words for the book's files and the details they carry (admin-only: kept
 * out of the home page's messages). The texts are the admin catalog's (messages.en.json); the
 * functions here put their values in. Components pass their `t` (useTranslate); `bookFileTexts`
 * says them with the browser's instance, in the language active when it is read.
 */
import { SAMPLE_SHARE } from '../../../shared/book-details';
import { DEFAULT_UPLOAD_LIMITS_MB } from '../../../shared/contract/admin.contract';
import type { MessageDescriptor } from '@lingui/core';
import { translate, type Translate } from '../../i18n/translate';
import { adminMessages } from './admin.messages';
import { listInWords } from './adminTexts';
import { fillLabels, type FillableField } from './bookFileFill';
import type { BookDetailField } from './bookForm';

const samplePercent = Math.round(SAMPLE_SHARE * 100);

/** The texts with values, for a given `t`. */
export const bookFileText = {
  bookFileHint: (t: Translate) => t(adminMessages.bookFileHint, { mb: DEFAULT_UPLOAD_LIMITS_MB.BookContent }),
  sampleHint: (t: Translate) =>
    t(adminMessages.sampleHint, { mb: DEFAULT_UPLOAD_LIMITS_MB.BookPreview, percent: samplePercent }),
  coverHint: (t: Translate, bookHasCover = false) =>
    t(bookHasCover ? adminMessages.coverHintBookHasCover : adminMessages.coverHint, {
      mb: DEFAULT_UPLOAD_LIMITS_MB.BookImage,
    }),
  sampleMadeByStore: (t: Translate) => t(adminMessages.sampleMadeByStore, { percent: samplePercent }),
  sending: (t: Translate, percent: number) => t(adminMessages.sending, { percent }),
  filled: (t: Translate, fields: readonly FillableField[], cover: boolean) => {
    const filled = [...fields.map((field) => t(fillLabels[field])), ...(cover ? [t(adminMessages.fillCover)] : [])];
    return filled.length > 0
      ? t(adminMessages.filled, { fields: listInWords(t, filled) })
      : t(adminMessages.filledNothing);
  },
  unknownAuthor: (t: Translate, name: string) => t(adminMessages.unknownAuthor, { name }),
};

/** The wizard's file texts in the language active now (code outside React, and tests). */
export const bookFileTexts = {
  get startTitle() {
    return translate(adminMessages.fileStartTitle);
  },
  get startIntro() {
    return translate(adminMessages.fileStartIntro);
  },
  get chooseFile() {
    return translate(adminMessages.chooseFile);
  },
  get changeFile() {
    return translate(adminMessages.changeFile);
  },
  get noFile() {
    return translate(adminMessages.noFile);
  },
  get bookFileHint() {
    return bookFileText.bookFileHint(translate);
  },
  get sampleHint() {
    return bookFileText.sampleHint(translate);
  },
  get coverHint() {
    return bookFileText.coverHint(translate);
  },
  get coverFromBookHint() {
    return translate(adminMessages.coverFromBookHint);
  },
  get chosenCoverAlt() {
    return translate(adminMessages.chosenCoverAlt);
  },
  get bookCoverAlt() {
    return translate(adminMessages.bookCoverAlt);
  },
  get fromBookFile() {
    return translate(adminMessages.fromBookFile);
  },
  /** Step 5, a detail left empty: said in words rather than a blank row. */
  get detailNotGiven() {
    return translate(adminMessages.detailNotGiven);
  },
  get sampleMadeByStore() {
    return bookFileText.sampleMadeByStore(translate);
  },
  sending: (percent: number) => bookFileText.sending(translate, percent),
  get reading() {
    return translate(adminMessages.reading);
  },
  filled: (fields: readonly FillableField[], cover: boolean) => bookFileText.filled(translate, fields, cover),
  unknownAuthor: (name: string) => bookFileText.unknownAuthor(translate, name),
  get unreadable() {
    return translate(adminMessages.unreadable);
  },
};

/** The optional details' labels and hints, in the wizard, the summary and the Edit dialog. */
export const detailLabels: Record<BookDetailField, MessageDescriptor> = {
  Isbn: adminMessages.detailIsbn,
  Publisher: adminMessages.detailPublisher,
  PublishedDate: adminMessages.detailPublishedDate,
  Language: adminMessages.detailLanguage,
};

export const detailHints = {
  Isbn: adminMessages.hintIsbn,
  PublishedDate: adminMessages.hintPublishedDate,
  /** Examples of codes: the field takes a code ('hi', 'en-IN'), and names the language once it is one. */
  Language: adminMessages.hintLanguage,
} as const;
