import { defineMessages } from '../../../shared/i18n/define-messages';
import en from './messages.en.json';

/** The admin screens' texts (issue 38): Manage Books, the Add Book wizard, orders, coupons, store settings, tax reports. */
export const adminMessages = defineMessages('admin', en);
