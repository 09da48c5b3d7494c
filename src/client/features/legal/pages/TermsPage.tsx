import { LegalPage, type LegalSection } from '../components/LegalPage';
import { legalMessages as texts } from '../legal.messages';

export const termsSections: LegalSection[] = [
  { title: texts.termsAboutTitle, paragraphs: [texts.termsAbout] },
  { title: texts.termsEligibilityTitle, paragraphs: [texts.termsEligibility] },
  { title: texts.termsAccountTitle, paragraphs: [texts.termsAccount] },
  { title: texts.termsPricesTitle, paragraphs: [texts.termsPrices] },
  { title: texts.termsLicenceTitle, paragraphs: [texts.termsLicence] },
  { title: texts.termsPermittedUseTitle, paragraphs: [texts.termsPermittedUse] },
  { title: texts.termsDeliveryTitle, paragraphs: [texts.termsDelivery] },
  { title: texts.termsRefundsTitle, paragraphs: [texts.termsRefunds] },
  { title: texts.termsAuthorsTitle, paragraphs: [texts.termsAuthors] },
  { title: texts.termsAvailabilityTitle, paragraphs: [texts.termsAvailability] },
  { title: texts.termsLiabilityTitle, paragraphs: [texts.termsLiability] },
  { title: texts.termsChangesTitle, paragraphs: [texts.termsChanges, texts.termsContact] },
];

export function TermsPage() {
  return <LegalPage title={texts.termsTitle} updated="2025-01-01" sections={termsSections} />;
}
