import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FormProvider, useFormState, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  BOOK_FLAG_DATES,
  BOOK_UPLOAD_FILE_FIELDS,
  bookUploadFieldsSchema,
  createdResponseSchema,
} from '../../../../shared/contract/admin.contract';
import { isErrorBody } from '../../../../shared/contract/error.contract';
import { REDIRECT_DELAY_MS, SUCCESS_STATUS, WIZARD_STEP_PERCENT } from '../../../../shared/constants';
import { messages } from '../../../../shared/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useLater } from '../../../lib/useLater';
import { selectSession } from '../../session';
import { publicBookTags, useGetGenresQuery } from '../admin.api';
import { addBookWizardEvents, selectWizardStep, WIZARD_LAST_STEP } from '../addBookWizard.slice';
import { BOOK_DETAIL_FIELDS, uploadFieldsOf, uploadFormData, type BookFormValues } from '../bookForm';
import { AddAuthorDialog } from '../components/AddAuthorDialog';
import { AdminOnly } from '../components/AdminOnly';
import type { AuthorChoice } from '../components/AuthorPicker';
import { BookFilesFields, type CoverInUse } from '../components/BookFilesFields';
import { BookFileStart } from '../components/BookFileStart';
import { BookFileStatus } from '../components/BookFileStatus';
import { BookSummary } from '../components/BookSummary';
import {
  AuthorInformationStep,
  BookInfoDetailsStep,
  BookInformationStep,
  PriceDetailsStep,
} from '../components/BookWizardSteps';
import { useDataUrl } from '../components/useDataUrl';
import { VisibilityNote } from '../components/VisibilityNote';
import { isVisibleInShop, publishingText, usePublishBook, type ManageBooksArrival } from '../publishing';
import { uploadBook } from '../uploadBook';
import { useAddBookForm } from '../useAddBookForm';
import { uiPaths } from '../../../../shared/ui-paths';
import { documentTitles } from '../../../../shared/document-titles';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import type { MessageDescriptor } from '@lingui/core';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { formText } from '../adminTexts';

/** Spec section 2: the five steps, and the fields Next checks before leaving each. */
const STEPS: ReadonlyArray<{ label: MessageDescriptor; fields: Array<FieldPath<BookFormValues>> }> = [
  { label: adminMessages.stepBookInformation, fields: ['BookName', 'BookDescription', ...BOOK_DETAIL_FIELDS] },
  { label: adminMessages.stepAuthorInformation, fields: ['AuthorId'] },
  { label: adminMessages.stepPriceDetails, fields: ['Price', 'Discount', 'GstRate', 'AvailableOn'] },
  {
    label: adminMessages.stepBookInfoDetails,
    fields: ['GenerId', ...Object.values(BOOK_FLAG_DATES), ...BOOK_UPLOAD_FILE_FIELDS],
  },
  { label: adminMessages.stepConfirmation, fields: [] },
];

/** Failures whose {Message} says what to fix: a refused field (400) or a file over the limit (413). */
const UPLOAD_STATUSES_WITH_MESSAGE = [400, 413];

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; percent: number }
  | { state: 'failed'; detail?: string }
  | { state: 'done'; message: string };

export function AddBookPage() {
  return (
    <AdminOnly>
      <AddBookWizard />
    </AdminOnly>
  );
}

/**
 * The Add Book wizard (five steps). One react-hook-form form holds every step's values,
 * so they survive Previous and Next; the step number is this page's only other state. Starts at
 * step 1 with 20 %; Next (after checking the step's fields) adds 20, Previous takes 20 away.
 */
function AddBookWizard() {
  const t = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const later = useLater();
  const { userId, token } = useAppSelector(selectSession);
  const step = useAppSelector(selectWizardStep);
  const [authorDialogOpen, setAuthorDialogOpen] = useState(false);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const publishBook = usePublishBook();
  // The chosen author with its name: the picker's list holds only the authors matching what is
  // typed. The book file's author, when the store has one of that name, comes chosen.
  const [author, setAuthor] = useState<AuthorChoice | null>(null);
  const { form, findings, inspection, chooseBookFile, inspected } = useAddBookForm({ onAuthorFound: setAuthor });
  const { control, trigger, setValue, handleSubmit } = form;

  const genresQuery = useGetGenresQuery();
  const genres = useMemo(
    () => (genresQuery.data ?? []).map((genre) => ({ id: genre.Id, label: genre.GenerName })),
    [genresQuery.data],
  );
  const [authorId, genreId, bookFile, chosenCover] = useWatch({
    control,
    name: ['AuthorId', 'GenerId', 'BookContent', 'BookImage'],
  });
  const authorName = author?.id === authorId ? author.label : '';
  const genreName = genres.find((genre) => genre.id === genreId)?.label ?? '';
  const bookCoverUrl = bookFile && findings.bookCover?.file === bookFile ? findings.bookCover.url : undefined;
  const coverRefused = Boolean(useFormState({ control, name: 'BookImage' }).errors.BookImage);
  const cover = useCoverInUse(chosenCover, coverRefused, bookCoverUrl);
  const bookFileStatus = <BookFileStatus inspection={inspection} coverUsed={cover?.source === 'book'} />;

  useDocumentTitle(documentTitles.named(t(adminMessages.addBook)));

  const sending = upload.state === 'sending';
  const percent = (step + 1) * WIZARD_STEP_PERCENT;

  // Next and Previous replace the fields around the button: focus goes to the new step's heading,
  // so a keyboard or screen-reader user starts the step at its top instead of Tabbing into the footer.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepMoved = useRef(false);
  useEffect(() => {
    if (!stepMoved.current) return;
    stepMoved.current = false;
    stepHeading.current?.focus();
  }, [step]);
  // The form's values go when the page goes, so the step goes back to the first with them.
  useEffect(() => () => void dispatch(addBookWizardEvents.closed()), [dispatch]);
  const move = (event: typeof addBookWizardEvents.stepCompleted | typeof addBookWizardEvents.steppedBack) => {
    stepMoved.current = true;
    dispatch(event());
  };

  // A book file being read may still fill this step's fields (or be refused): Next waits for its
  // answer, and shows that it does.
  const [waitingForBookFile, setWaitingForBookFile] = useState(false);
  const next = async () => {
    if (inspection.phase === 'sending') {
      setWaitingForBookFile(true);
      await inspected();
      setWaitingForBookFile(false);
    }
    if (await trigger(STEPS[step]!.fields, { shouldFocus: true })) move(addBookWizardEvents.stepCompleted);
  };
  const previous = () => move(addBookWizardEvents.steppedBack);

  const submit = handleSubmit(async (values) => {
    const fields = uploadFieldsOf(values, { userId, authorName, genreName });
    // The server's own schema, run here too: a mismatch is found before tens of MB travel.
    const checked = bookUploadFieldsSchema.safeParse(fields);
    if (!checked.success) {
      setUpload({ state: 'failed', detail: checked.error.issues[0]?.message });
      notify.error(t.text(messages.bookUploadFailed));
      return;
    }
    setUpload({ state: 'sending', percent: 0 });
    const result = await uploadBook(uploadFormData(fields, values), token || undefined, (loaded, total) =>
      setUpload({ state: 'sending', percent: Math.round((loaded / total) * 100) }),
    );
    if (result.status === SUCCESS_STATUS) {
      const created = createdResponseSchema.safeParse(result.body);
      // The upload went around RTK Query, so its cache learns of the new book here.
      dispatch(api.util.invalidateTags([...publicBookTags, 'AdminBook']));
      const bookId = created.success ? created.data.Id : undefined;
      const visible = isVisibleInShop(values);
      const landing = landingAfterUpload(t, bookId, visible);
      setUpload({ state: 'done', message: `${landing.message} ${landing.onward}` });
      // The toast of a hidden book offers to publish it at once; it stays up after the page goes,
      // and the offer with it.
      notify.success(
        landing.message,
        bookId && !visible
          ? { label: t(adminMessages.publishNow), onClick: () => void publishBook(bookId) }
          : undefined,
      );
      later(() => navigate(landing.to, { state: landing.state }), REDIRECT_DELAY_MS.bookUpload);
      return;
    }
    const detail =
      UPLOAD_STATUSES_WITH_MESSAGE.includes(result.status) && isErrorBody(result.body)
        ? result.body.Message
        : undefined;
    setUpload({ state: 'failed', detail });
    notify.error(t.text(messages.bookUploadFailed));
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of steps 1 to 4 means Next; only the last step submits.
    if (step < WIZARD_LAST_STEP) {
      event.preventDefault();
      void next();
      return;
    }
    void submit(event);
  };

  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 880, mx: 'auto', my: { xs: 2, md: 5 }, p: { xs: 2, sm: 4 } }}
    >
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t(adminMessages.addBook)}
      </Typography>

      {/* On a phone five labels do not fit side by side: the numbers stay, the heading below names the step. */}
      <Stepper
        activeStep={step}
        alternativeLabel
        sx={{ mb: 3, '& .MuiStepLabel-labelContainer': { display: { xs: 'none', sm: 'block' } } }}
      >
        {STEPS.map((item) => (
          <Step key={item.label.id}>
            <StepLabel>{t(item.label)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Box sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
          <Typography id="wizard-step-label" sx={{ fontWeight: 600 }}>
            {t(adminMessages.stepNumber, { step: step + 1 })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{`${percent}%`}</Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby="wizard-step-label"
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>

      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t(adminMessages.addBook)}
          sx={{ display: 'grid', gap: 3 }}
        >
          <Typography
            ref={stepHeading}
            tabIndex={-1}
            component="h2"
            variant="h3"
            sx={{ '&:focus:not(:focus-visible)': { outline: 'none' } }}
          >
            {t(STEPS[step]!.label)}
          </Typography>

          {step === 0 ? (
            <BookInformationStep start={<BookFileStart onChosen={chooseBookFile} status={bookFileStatus} />} />
          ) : null}
          {step === 1 ? (
            <AuthorInformationStep chosen={author} onChoose={setAuthor} onAddAuthor={() => setAuthorDialogOpen(true)} />
          ) : null}
          {step === 2 ? <PriceDetailsStep /> : null}
          {step === 3 ? (
            <BookInfoDetailsStep
              genres={genres}
              loading={genresQuery.isLoading}
              files={
                <BookFilesFields
                  onBookFileChosen={chooseBookFile}
                  bookFileStatus={bookFileStatus}
                  cover={cover}
                  bookHasCover={bookCoverUrl !== undefined}
                />
              }
            />
          ) : null}
          {step === 4 ? (
            <>
              <VisibilityNote />
              <BookSummary authorName={authorName} genreName={genreName} cover={cover} />
            </>
          ) : null}

          {genresQuery.isError && step === 3 ? <Alert severity="error">{t.text(messages.genericError)}</Alert> : null}

          {sending ? (
            <Box>
              <Typography id="upload-progress-label" variant="body2" sx={{ mb: 0.5 }}>
                {t(adminMessages.uploading, { percent: upload.percent })}
              </Typography>
              <LinearProgress variant="determinate" value={upload.percent} aria-labelledby="upload-progress-label" />
            </Box>
          ) : null}
          {upload.state === 'failed' ? (
            <Alert severity="error">
              <AlertTitle>{t.text(messages.bookUploadFailed)}</AlertTitle>
              {upload.detail === undefined ? null : formText(upload.detail, t)}
            </Alert>
          ) : null}
          {upload.state === 'done' ? <Alert severity="success">{upload.message}</Alert> : null}

          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Button variant="outlined" onClick={previous} disabled={step === 0 || sending || upload.state === 'done'}>
              {t(adminMessages.previous)}
            </Button>
            {step < WIZARD_LAST_STEP ? (
              <Button type="submit" variant="contained" loading={waitingForBookFile}>
                {t(adminMessages.next)}
              </Button>
            ) : (
              <Button type="submit" variant="contained" disabled={sending || upload.state === 'done'}>
                {t(adminMessages.submit)}
              </Button>
            )}
          </Box>
        </Box>
      </FormProvider>

      <AddAuthorDialog
        open={authorDialogOpen}
        onClose={() => setAuthorDialogOpen(false)}
        onCreated={(created) => {
          setAuthor(created);
          setValue('AuthorId', created.id, { shouldValidate: true });
        }}
      />
    </Paper>
  );
}

/**
 * Where the wizard goes once the book is uploaded, and what it says first. A book shoppers can see:
 * its own page, as they will see it. A hidden one (the spec's defaults leave Active and Approved
 * off) has no page in the shop: Manage Books, with the book marked, is where it is published.
 */
function landingAfterUpload(
  t: Translate,
  bookId: string | undefined,
  visible: boolean,
): { message: string; onward: string; to: string; state?: ManageBooksArrival } {
  if (bookId && visible)
    return {
      message: t.text(messages.bookUploaded),
      onward: t(adminMessages.goingToBookPage),
      to: uiPaths.product(bookId),
    };
  return {
    message: visible ? t.text(messages.bookUploaded) : publishingText.uploadedHidden(t),
    onward: t(adminMessages.goingToManageBooks),
    to: uiPaths.adminBooks,
    state: bookId ? { justAdded: bookId } : undefined,
  };
}

/**
 * The cover the book will have: the image chosen (once read for its preview; not while the field
 * refuses it, so a file that does not decode never shows as a broken picture), or else the book
 * file's own.
 */
function useCoverInUse(
  chosen: File | null,
  refused: boolean,
  bookCoverUrl: string | undefined,
): CoverInUse | undefined {
  const chosenUrl = useDataUrl(chosen);
  if (chosen) return chosenUrl && !refused ? { url: chosenUrl, source: 'chosen' } : undefined;
  return bookCoverUrl ? { url: bookCoverUrl, source: 'book' } : undefined;
}
