import { AUTH_COOKIE, CONTACT, PRODUCT_NAME, TERMS_MINIMUM_AGE } from '../../../../shared/constants';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { legalPageNames } from '../../../../shared/document-titles';

export const privacySections: LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      `${PRODUCT_NAME} (${CONTACT.address}) runs this e-book store and is responsible for the personal data described in this policy.`,
    ],
  },
  {
    title: 'Data we collect',
    paragraphs: [
      'Account details you give us (name, e-mail address, country code and phone number), your orders, cart and wishlist, and, for authors, the description you submit through the Author Program.',
    ],
  },
  {
    title: 'How we use your data',
    paragraphs: [
      'To run your account, deliver the e-books you buy, process payments, answer your questions, and, if you subscribe, send you our newsletter.',
    ],
  },
  {
    title: 'Payments',
    paragraphs: [
      'Card payments are handled by our payment provider. We receive only the order and payment identifiers needed to confirm your purchase, never your full card number.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      `We set one cookie (${AUTH_COOKIE.name}) that marks your browser as logged in; it expires after ${AUTH_COOKIE.expiresDays} days. Your session details are kept encrypted in your browser's storage. We do not use advertising cookies.`,
    ],
  },
  {
    title: 'Sharing',
    paragraphs: [
      'We share data only with the service providers who help us run the store (hosting, payments, e-mail), under contracts that oblige them to protect it, or when the law requires it. We never sell your data.',
    ],
  },
  {
    title: 'Retention',
    paragraphs: [
      'We keep your account data while your account exists. Order records are kept for as long as tax and accounting law requires.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Passwords are stored only as salted hashes, connections are encrypted, and access to personal data is limited to the people who need it.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You may ask for a copy of your data, correct it, or delete your account at any time from the Delete Account page. You may unsubscribe from the newsletter with one click.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      `The store is not meant for children under ${TERMS_MINIMUM_AGE}, and we do not knowingly collect their data.`,
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      `We will post any change to this policy on this page. For questions or requests, write to ${CONTACT.email}.`,
    ],
  },
];

export function PrivacyPage() {
  return <LegalPage title={legalPageNames.privacy} updated="1 January 2025" sections={privacySections} />;
}
