import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { releaseTexts } from '../../../../shared/release-texts';
import { uiPaths } from '../../../../shared/ui-paths';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage, errorStatus } from '../../../lib/api';
import { useStableNavigate } from '../../../lib/stableNavigate';
import { selectIsLoggedIn } from '../../session';
import { useNotifyOnReleaseMutation } from '../releases.api';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/translate';
import { releaseDateIn } from '../localeDetails';
import { productMessages } from '../product.messages';

/**
 * An upcoming book's "Available on <date>" and Notify me, in place of its cart button (decision
 * 046). A visitor's tap goes to the login page and back to the book; a shopper's asks the server
 * and answers "We'll e-mail you on <date>." in place of the button.
 */
export function NotifyMeButton({ bookId, availableOn }: { bookId: string; availableOn: string }) {
  const t = useTranslate();
  const locale = activeLocale(useLingui().i18n);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useStableNavigate();
  const [notifyOnRelease, { isLoading }] = useNotifyOnReleaseMutation();
  const [answer, setAnswer] = useState<{ done: boolean; text: string } | undefined>();

  const onClick = async () => {
    if (!isLoggedIn) {
      navigate(uiPaths.loginReturning({ returnTo: uiPaths.product(bookId) }));
      return;
    }
    try {
      const result = await notifyOnRelease({ BookId: bookId }).unwrap();
      setAnswer({
        done: true,
        text: t(productMessages.willEmail, { date: releaseDateIn(result.AvailableOn, locale) }),
      });
    } catch (error) {
      // 401 is answered by the session-expiry handler; 404 and 409 carry the server's words.
      if (errorStatus(error) !== 401) setAnswer({ done: false, text: errorMessage(error, [404, 409]) });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: '100%' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {t(productMessages.availableOn, { date: releaseDateIn(availableOn, locale) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {answer?.done ? null : (
          <Button
            variant="contained"
            size="large"
            startIcon={<NotificationsActiveOutlinedIcon />}
            onClick={() => void onClick()}
            disabled={isLoading}
          >
            {t.text(releaseTexts.notifyMe)}
          </Button>
        )}
        <Typography role="status" sx={{ color: answer?.done ? 'success.main' : 'error.main' }}>
          {answer?.text ?? ''}
        </Typography>
      </Box>
    </Box>
  );
}
