import { defineMessages } from '../../../shared/i18n/define-messages';
import en from './messages.en.json';

/**
 * The shared texts composed with values, as messages (server-composed-texts.ts). The English is the
 * shared text's own, with named placeholders: a test holds the two to each other.
 */
export const composedMessages = defineMessages('composed', en);
