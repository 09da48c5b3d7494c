import { CONTACT, PRODUCT_NAME, TERMS_MINIMUM_AGE } from '../../../../shared/constants';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { legalPageNames } from '../../../../shared/document-titles';

export const termsSections: LegalSection[] = [
  {
    title: 'About these terms',
    paragraphs: [
      `These terms govern your use of the ${PRODUCT_NAME} website and the e-books you buy from it. By creating an account or placing an order you agree to them.`,
    ],
  },
  {
    title: 'Eligibility',
    paragraphs: [
      `You must be at least ${TERMS_MINIMUM_AGE} years old to use ${PRODUCT_NAME}. If you are under the age of majority where you live, you may use the store only with the involvement and consent of a parent or guardian, who is responsible for your purchases.`,
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'You are responsible for keeping your password confidential and for everything that happens under your account. Tell us at once if you believe someone else has used it.',
    ],
  },
  {
    title: 'Prices and payment',
    paragraphs: [
      'All prices are shown and charged in Indian rupees (INR) and include applicable taxes unless stated otherwise. Discounts shown on a book are applied before you pay. Payments are processed by our payment provider; we never see or store your full card details.',
    ],
  },
  {
    title: 'Licence to read',
    paragraphs: [
      'When you buy an e-book you receive a personal, non-exclusive, non-transferable licence to read it for your own, non-commercial use. You do not acquire ownership of the content, which remains with the author and publisher.',
    ],
  },
  {
    title: 'Permitted use',
    paragraphs: [
      'You may not copy, resell, share, publicly display or distribute the e-books you buy, remove any copyright notice, or try to circumvent any technical protection.',
    ],
  },
  {
    title: 'Delivery',
    paragraphs: [
      'E-books are delivered digitally to your library as soon as payment is confirmed. If a book does not appear within a reasonable time, please contact us.',
    ],
  },
  {
    title: 'Cancellations and refunds',
    paragraphs: [
      'Because e-books are delivered immediately, orders cannot normally be cancelled once the book is available to you. If a file is faulty or not as described, we will replace it or refund your payment.',
    ],
  },
  {
    title: 'Authors and submitted content',
    paragraphs: [
      'Authors who apply through the Author Program confirm that they hold the rights to the work they submit and grant us the rights needed to review, list and sell it under a separate agreement.',
    ],
  },
  {
    title: 'Availability of the service',
    paragraphs: [
      'We aim to keep the store available at all times but do not guarantee uninterrupted access. Books may be withdrawn from sale when rights change; books you have already bought stay in your library wherever the law and our agreements allow.',
    ],
  },
  {
    title: 'Liability',
    paragraphs: [
      'Nothing in these terms limits liability that cannot be limited by law. Otherwise our total liability for any claim relating to a purchase is limited to the amount you paid for it.',
    ],
  },
  {
    title: 'Changes, governing law and contact',
    paragraphs: [
      'We may update these terms; the version published here when you place an order applies to that order. These terms are governed by the laws of India and the courts of Bengaluru have jurisdiction.',
      `Questions? Write to ${CONTACT.email} or to ${CONTACT.address}.`,
    ],
  },
];

export function TermsPage() {
  return <LegalPage title={legalPageNames.terms} updated="1 January 2025" sections={termsSections} />;
}
