/**
 * The logged-in user's language, kept in the account (issue 38) so the store's mails come in it.
 * Its own module, imported when a logged-in user switches language (app/layout/LanguageSwitch.tsx):
 * the profile's endpoints are not part of the home page's JavaScript.
 */
import type { Locale } from '../../../shared/i18n/locales';
import type { AppDispatch } from '../../app/store';
import { profileApi } from './profile.api';

export function rememberAccountLanguage(dispatch: AppDispatch, locale: Locale) {
  return dispatch(profileApi.endpoints.updateProfile.initiate({ Language: locale }));
}
