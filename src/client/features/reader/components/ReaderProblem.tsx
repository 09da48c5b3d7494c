import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { isFreeBook, useBookListStatus } from '../../lists';
import { useGetBookByIdQuery } from '../../product';
import { uiPaths } from '../../../../shared/ui-paths';
import { useTranslate } from '../../../i18n/translate';
import { readerMessages } from '../reader.messages';
import { BookOfferButtons } from './BookOfferButtons';

function Panel({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        maxWidth: 520,
        mx: 'auto',
        my: { xs: 4, md: 8 },
        px: 3,
        py: 4,
        textAlign: 'center',
        bgcolor: 'background.paper',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <LockOutlinedIcon sx={{ fontSize: 44, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h3" sx={{ mt: 1, mb: 1 }}>
        {title}
      </Typography>
      {text ? <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text}</Typography> : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</Box>
    </Box>
  );
}

/** 403: a logged-in shopper without the book is offered it, as at the end of its preview. */
function OfferTheBook({ bookId }: { bookId: string }) {
  const { cart } = useBookListStatus(bookId);
  // Whether it is free (decision 047): the product page's query, cached when the shopper came from it.
  const { data: book } = useGetBookByIdQuery(bookId);
  return <BookOfferButtons bookId={bookId} cart={cart} free={book !== undefined && isFreeBook(book)} />;
}

/**
 * Why the reader shows no book, with the way forward: log in (401, and back here after), buy it
 * or read the preview (403), another book (404), or try again (anything else).
 */
export function ReaderProblem({
  status,
  bookId,
  preview,
  onRetry,
}: {
  status: number | undefined;
  bookId: string;
  preview: boolean;
  onRetry: () => void;
}) {
  const t = useTranslate();
  if (status === 401) {
    return (
      <Panel title={t.text(messages.loginToRead)}>
        {/* Back to this book once logged in (the login page's returnTo). */}
        <Button
          component={RouterLink}
          to={uiPaths.loginReturning({ returnTo: uiPaths.read(bookId) })}
          variant="contained"
        >
          {t(readerMessages.logIn)}
        </Button>
        <Button component={RouterLink} to={uiPaths.read(bookId, { preview: true })} variant="outlined">
          {t(readerMessages.readPreview)}
        </Button>
      </Panel>
    );
  }
  if (status === 403) {
    return (
      <Panel title={t.text(messages.readerNotInLibrary)} text={t(readerMessages.buyOrPreview)}>
        <OfferTheBook bookId={bookId} />
        <Button component={RouterLink} to={uiPaths.read(bookId, { preview: true })} variant="outlined">
          {t(readerMessages.readPreview)}
        </Button>
        <Button component={RouterLink} to={uiPaths.product(bookId)} variant="text">
          {t(readerMessages.viewBook)}
        </Button>
      </Panel>
    );
  }
  if (status === 404) {
    return (
      <Panel title={t(readerMessages.bookNotFound)} text={t.text(messages.bookNotFound)}>
        <Button component={RouterLink} to={uiPaths.shop} variant="contained">
          {t(readerMessages.browseShop)}
        </Button>
        {preview ? null : (
          <Button component={RouterLink} to={uiPaths.library} variant="outlined">
            {t(readerMessages.myLibrary)}
          </Button>
        )}
      </Panel>
    );
  }
  return (
    <Panel title={t.text(messages.readerLoadFailed)}>
      <Button variant="contained" onClick={onRetry}>
        {t(readerMessages.tryAgain)}
      </Button>
    </Panel>
  );
}
