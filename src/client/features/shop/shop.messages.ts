import { defineMessages } from '../../../shared/i18n/define-messages';
import en from './messages.en.json';

export const shopMessages = defineMessages('shop', en);
