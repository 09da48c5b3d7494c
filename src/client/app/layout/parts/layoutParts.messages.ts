/**
 * The texts of the layout's parts that come in chunks of their own (footer and its map, the mobile
 * menu, the account end of the header, the standalone frame): apart from the header's
 * (../layout.messages.ts), so the home page's first download does not carry them.
 */
import { defineMessages } from '../../../../shared/i18n/define-messages';
import en from './messages.en.json';

export const layoutPartsMessages = defineMessages('layoutParts', en);
