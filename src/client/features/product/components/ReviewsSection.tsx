/**
 * The product page's ratings and reviews (decision 042): the average and count, the visible
 * reviews newest first (REVIEW_PAGE_SIZE a page), the owner's form (rating, title, text; save or
 * delete) and, for admins, Hide with a reason. Review text is plain text: React escapes it.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OwnReview, Review } from '../../../../shared/contract/reviews.contract';
import {
  REVIEW_REASON_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  reviewFormProblems,
  type ReviewFormValues as ReviewForm,
} from '../../../../shared/review-rules';
import { reviewTexts } from '../../../../shared/review-texts';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { selectIsAdmin, selectUserId } from '../../session';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/translate';
import { reviewDateIn } from '../localeDetails';
import { productMessages } from '../product.messages';
import {
  useDeleteReviewMutation,
  useGetReviewsQuery,
  useHideReviewMutation,
  useSaveReviewMutation,
} from '../reviews.api';

/** 400: the server's words on a field; 403: no longer the owner (refunded); 404: the book or review went. */
const REVIEW_STATUSES_WITH_MESSAGE = [400, 403, 404, 409] as const;

/**
 * A failed call's text, inline and as a toast: components/form/useSubmitFailure's behaviour, written
 * here because importing that module into the product page would split it into a chunk of its own
 * (one more entry in the runtime every page loads, the home page's included; decision 042).
 */
function useFailure() {
  const [failure, setFailure] = useState<string | undefined>();
  const fail = (error: unknown) => {
    const message = errorMessage(error, REVIEW_STATUSES_WITH_MESSAGE);
    setFailure(message);
    notify.error(message);
  };
  return { failure, fail, clear: () => setFailure(undefined) };
}

/** "4.3 out of 5 · 12 ratings", or nothing while the book has none. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  const t = useTranslate();
  if (count === 0 || average === null) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      role="img"
      aria-label={t(productMessages.averageLabel, { average: String(average), count, readers: String(count) })}
    >
      <Rating value={average} precision={0.1} readOnly size="small" aria-hidden="true" />
      <Typography variant="body2" component="span" aria-hidden="true">
        <strong>{average}</strong> · {t(productMessages.ratingCount, { count, ratings: String(count) })}
      </Typography>
    </Box>
  );
}

function HideReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const t = useTranslate();
  const [reason, setReason] = useState('');
  const [hideReview, { isLoading }] = useHideReviewMutation();
  const { failure, fail, clear } = useFailure();
  const submit = async () => {
    clear();
    try {
      const answer = await hideReview({ ReviewId: review.Id, Reason: reason, BookId: review.BookId }).unwrap();
      notify.success(t.text(answer.Message));
      onClose();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="hide-review-title">
      <DialogTitle id="hide-review-title">{t.text(reviewTexts.hideTitle)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Typography variant="body2">“{review.Title}”</Typography>
        <TextField
          label={t.text(reviewTexts.hideReasonLabel)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          autoFocus
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX_LENGTH } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          {t.text(reviewTexts.cancel)}
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={isLoading || !reason.trim()}>
          {t.text(reviewTexts.hide)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReviewItem({ review, canHide }: { review: Review; canHide: boolean }) {
  const t = useTranslate();
  const locale = activeLocale(useLingui().i18n);
  const [hiding, setHiding] = useState(false);
  const edited = review.UpdatedAt !== review.CreatedAt;
  return (
    <Box component="li" sx={{ py: 2, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating
          value={review.Rating}
          readOnly
          size="small"
          role="img"
          aria-label={t(productMessages.reviewRated, { rating: String(review.Rating) })}
        />
        <Typography component="h3" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {review.Title}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {review.ReviewerName} · {reviewDateIn(review.CreatedAt, locale)}
        {edited ? ` (${t.text(reviewTexts.edited)})` : ''}
      </Typography>
      {review.Text ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.Text}</Typography>
      ) : null}
      {canHide ? (
        <Button size="small" color="error" onClick={() => setHiding(true)} sx={{ mt: 1 }}>
          {t.text(reviewTexts.hide)}
        </Button>
      ) : null}
      {hiding ? <HideReviewDialog review={review} onClose={() => setHiding(false)} /> : null}
    </Box>
  );
}

const emptyForm: ReviewForm = { Rating: 0, Title: '', Text: '' };
type FieldErrors = ReturnType<typeof reviewFormProblems>;

/**
 * The owner's form, checked by the contract's rules (review-rules.ts) before it is sent. Plain state
 * rather than react-hook-form and a zod resolver: three fields, and the product page's chunks load
 * no zod (each chunk more costs the home page bytes in the runtime's list; decision 042).
 */
function OwnerForm({ bookId, mine }: { bookId: string; mine: OwnReview | null }) {
  const t = useTranslate();
  const [saveReview, { isLoading: saving }] = useSaveReviewMutation();
  const [deleteReview, { isLoading: deleting }] = useDeleteReviewMutation();
  const { failure, fail, clear } = useFailure();
  const [values, setValues] = useState<ReviewForm>(
    mine ? { Rating: mine.Rating, Title: mine.Title, Text: mine.Text } : emptyForm,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = saving || deleting;
  const set = (change: Partial<ReviewForm>) => setValues((current) => ({ ...current, ...change }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const problems = reviewFormProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const answer = await saveReview({
        BookId: bookId,
        Rating: values.Rating,
        Title: values.Title.trim(),
        Text: values.Text.trim(),
      }).unwrap();
      notify.success(t.text(answer.Message));
    } catch (error) {
      fail(error);
    }
  };
  const onDelete = async () => {
    clear();
    try {
      const answer = await deleteReview({ BookId: bookId }).unwrap();
      setValues(emptyForm);
      notify.success(t.text(answer.Message));
    } catch (error) {
      fail(error);
    }
  };

  const headingId = `review-form-heading-${bookId}`;
  const ratingErrorId = `review-rating-error-${bookId}`;
  const text = values.Text;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Box component="form" noValidate aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)}>
        <Typography id={headingId} component="h3" variant="h4" sx={{ mb: 2 }}>
          {t.text(mine ? reviewTexts.yourReview : reviewTexts.writeReview)}
        </Typography>
        {mine?.HiddenReason ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t(productMessages.hiddenNotice, { reason: mine.HiddenReason })}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Box
          component="fieldset"
          aria-describedby={errors.Rating ? ratingErrorId : undefined}
          sx={{ border: 0, p: 0, m: 0, mb: 2 }}
        >
          <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}>
            {t.text(reviewTexts.ratingLabel)}
          </Typography>
          <Rating
            name={`review-rating-${bookId}`}
            value={values.Rating || null}
            onChange={(_event, value) => set({ Rating: value ?? 0 })}
          />
          {errors.Rating ? (
            <Typography id={ratingErrorId} variant="body2" role="alert" sx={{ color: 'error.main' }}>
              {t.text(errors.Rating)}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={t.text(reviewTexts.titleLabel)}
            value={values.Title}
            onChange={(event) => set({ Title: event.target.value })}
            required
            error={Boolean(errors.Title)}
            helperText={errors.Title && t.text(errors.Title)}
            slotProps={{ htmlInput: { maxLength: REVIEW_TITLE_MAX_LENGTH } }}
            fullWidth
          />
          <TextField
            label={t.text(reviewTexts.textLabel)}
            value={text}
            onChange={(event) => set({ Text: event.target.value })}
            multiline
            minRows={4}
            error={Boolean(errors.Text)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{errors.Text && t.text(errors.Text)}</span>
                <span>{reviewTexts.textCounter(text.length, REVIEW_TEXT_MAX_LENGTH)}</span>
              </Box>
            }
            slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX_LENGTH } }}
            fullWidth
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t.text(reviewTexts.save)}
          </Button>
          {mine ? (
            <Button variant="outlined" color="error" onClick={() => void onDelete()} disabled={busy}>
              {t.text(reviewTexts.delete)}
            </Button>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}

export function ReviewsSection({ bookId }: { bookId: string }) {
  const t = useTranslate();
  const viewer = useAppSelector(selectUserId) ?? '';
  const isAdmin = useAppSelector(selectIsAdmin);
  const [page, setPage] = useState(1);
  const { data } = useGetReviewsQuery({ bookId, page, viewer });
  const pages = data ? Math.max(1, Math.ceil(data.Total / data.PageSize)) : 1;

  return (
    <Box component="section" aria-labelledby="reviews-heading" sx={{ mt: 6 }}>
      <Typography id="reviews-heading" variant="h2" sx={{ mb: 2 }}>
        {t.text(reviewTexts.heading)}
      </Typography>
      {data ? (
        <>
          <Box sx={{ mb: 3 }}>
            {data.RatingCount > 0 ? (
              <RatingSummary average={data.AverageRating} count={data.RatingCount} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t.text(reviewTexts.noReviews)}</Typography>
            )}
          </Box>
          {data.CanReview || data.Mine ? (
            // Keyed by the review, so the form starts again from what was saved or deleted.
            <OwnerForm
              key={`${data.Mine?.Id ?? 'new'}-${data.Mine?.UpdatedAt ?? ''}`}
              bookId={bookId}
              mine={data.Mine}
            />
          ) : null}
          {data.Reviews.length > 0 ? (
            <Box component="ol" aria-labelledby="reviews-heading" sx={{ p: 0, m: 0 }}>
              {data.Reviews.map((review) => (
                <ReviewItem key={review.Id} review={review} canHide={isAdmin} />
              ))}
            </Box>
          ) : null}
          {pages > 1 ? (
            <Box
              component="nav"
              aria-label={t.text(reviewTexts.heading)}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}
            >
              <Button onClick={() => setPage(page - 1)} disabled={page <= 1}>
                {t.text(reviewTexts.previous)}
              </Button>
              <Typography variant="body2" aria-live="polite">
                {t(productMessages.pageOf, { page: String(page), pages: String(pages) })}
              </Typography>
              <Button onClick={() => setPage(page + 1)} disabled={page >= pages}>
                {t.text(reviewTexts.next)}
              </Button>
            </Box>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
