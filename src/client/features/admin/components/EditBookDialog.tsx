import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BOOK_FLAG_FIELDS, type AdminBook } from '../../../../shared/contract/admin.contract';
import { messages } from '../../../../shared/messages';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useTranslate } from '../../../i18n/translate';
import { UPDATE_BOOK_STATUSES_WITH_MESSAGE, useUpdateBookMutation } from '../admin.api';
import { adminMessages } from '../admin.messages';
import { translatedResolver } from '../adminTexts';
import { bookChanges, bookEditSchema, editValuesOf, type BookEditValues } from '../bookForm';
import { BookDetailsFields } from './BookDetailsFields';
import { FlagFields } from './FlagFields';
import { PriceFields } from './PriceFields';

/** Active and Approved have their own switches in the list; the dialog edits the shop's sections. */
const SECTION_FLAGS = BOOK_FLAG_FIELDS.filter((flag) => flag !== 'IsActive' && flag !== 'IsApproved');

/**
 * Price, discount, the details (ISBN, publisher, date published, language) and the section flags
 * with their dates; only what changed is sent (updateBook is partial), a detail emptied as null.
 */
export function EditBookDialog({ book, onClose }: { book: AdminBook; onClose: () => void }) {
  const t = useTranslate();
  const [updateBook, { isLoading }] = useUpdateBookMutation();
  const form = useForm<BookEditValues>({
    resolver: translatedResolver(zodResolver(bookEditSchema)),
    defaultValues: editValuesOf(book),
  });
  const title = t(adminMessages.editNamed, { name: book.BookName });

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = bookChanges(book, values);
    if (Object.keys(changes).length === 1) {
      onClose();
      return;
    }
    try {
      await updateBook(changes).unwrap();
      notify.success(t.text(messages.bookUpdated));
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, UPDATE_BOOK_STATUSES_WITH_MESSAGE));
    }
  });

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="edit-book-title">
      <DialogTitle id="edit-book-title">{title}</DialogTitle>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
          <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
            <PriceFields />
            <Divider />
            <Typography component="h3" variant="h6">
              {t(adminMessages.details)}
            </Typography>
            <BookDetailsFields />
            <Divider />
            <Typography component="h3" variant="h6">
              {t(adminMessages.sections)}
            </Typography>
            <FlagFields flags={SECTION_FLAGS} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={isLoading}>
              {t(adminMessages.cancel)}
            </Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {t(adminMessages.save)}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
