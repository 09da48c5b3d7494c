import { defineMessages } from '../../../shared/i18n/define-messages';
import en from './messages.en.json';

/** The form fields' own texts (issue 38); the schemas' messages are shared texts, shown through `t.text`. */
export const formMessages = defineMessages('form', en);
