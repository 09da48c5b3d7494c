import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import { freeBookTexts } from '../../../../shared/free-book-texts';
import { useGetFreeBook } from '../useGetFreeBook';
import { useTranslate } from '../../../i18n/translate';

interface GetItFreeButtonProps {
  bookId: string;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  /** Off while the caller still checks where the book stands (it may be owned already). */
  disabled?: boolean;
  sx?: ButtonProps['sx'];
}

/**
 * A free book's button (decision 047), in place of Add to cart and Buy now; the caller shows Read
 * now instead once the book is owned. Off while the request is on its way, and after it succeeded
 * until the library's refetch turns it into Read now, so a second tap makes no second request.
 * A refusal leaves it usable again, with the server's reason in a toast.
 */
export function GetItFreeButton({ bookId, size = 'large', fullWidth, disabled, sx }: GetItFreeButtonProps) {
  const t = useTranslate();
  const { getItFree, gettingItFree } = useGetFreeBook(bookId);
  const [got, setGot] = useState(false);
  return (
    <Button
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      startIcon={<LibraryAddOutlinedIcon />}
      onClick={() => void getItFree().then(setGot)}
      disabled={disabled || gettingItFree || got}
      sx={sx}
    >
      {t.text(freeBookTexts.getItFree)}
    </Button>
  );
}
