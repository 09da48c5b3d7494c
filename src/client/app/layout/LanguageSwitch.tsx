/**
 * The language switch (issue 38), in the header and the mobile menu: a link to this page in the
 * other language, named in that language ("हिन्दी" on an English page, "English" on a Hindi one),
 * so a reader finds it whichever language they read. Without script the link asks the server for
 * the page (`?lang=`); with it, the page changes language in place, and a logged-in user's account
 * remembers it (the mails follow it); a failure there is not worth a word: the page has changed.
 */
import type { MouseEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router-dom';
import { LANG_PARAMETER, LOCALE_NAMES, type Locale } from '../../../shared/i18n/locales';
import { activeLocale } from '../../i18n/i18n';
import { changeLocale } from '../../i18n/language-choice';
import { selectIsLoggedIn } from '../../features/session';
import { useAppDispatch, useAppSelector } from '../hooks';

/**
 * What the switch does, said in the language it switches to (and marked so, `lang`): the reader
 * who wants that language understands it, and the name holds the visible text (a speech user
 * says what they see).
 */
export const READ_IN: Readonly<Record<Locale, string>> = {
  en: `Read in ${LOCALE_NAMES.en}`,
  hi: `${LOCALE_NAMES.hi} में पढ़ें`,
};

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'hi' : 'en';
}

export function LanguageSwitch({ sx, onSwitched }: { sx?: ButtonProps['sx']; onSwitched?: () => void }) {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const changeLanguage = async (locale: Locale) => {
    await changeLocale(locale);
    if (isLoggedIn) {
      void import('../../features/session/accountLanguage')
        .then(({ rememberAccountLanguage }) => rememberAccountLanguage(dispatch, locale))
        .catch(() => undefined);
    }
  };
  const target = otherLocale(activeLocale(i18n));
  const query = new URLSearchParams(search);
  query.set(LANG_PARAMETER, target);
  return (
    <Button
      href={`${pathname}?${query.toString()}`}
      lang={target}
      hrefLang={target}
      aria-label={READ_IN[target]}
      color="inherit"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        void changeLanguage(target).then(onSwitched);
      }}
      sx={{ minWidth: 0, whiteSpace: 'nowrap', ...sx }}
    >
      {LOCALE_NAMES[target]}
    </Button>
  );
}
