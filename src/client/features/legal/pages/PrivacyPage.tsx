import { LegalPage, type LegalSection } from '../components/LegalPage';
import { legalMessages as texts } from '../legal.messages';

export const privacySections: LegalSection[] = [
  { title: texts.privacyWhoTitle, paragraphs: [texts.privacyWho] },
  { title: texts.privacyDataTitle, paragraphs: [texts.privacyData] },
  { title: texts.privacyUseTitle, paragraphs: [texts.privacyUse] },
  { title: texts.privacyPaymentsTitle, paragraphs: [texts.privacyPayments] },
  { title: texts.privacyCookiesTitle, paragraphs: [texts.privacyCookies] },
  { title: texts.privacySharingTitle, paragraphs: [texts.privacySharing] },
  { title: texts.privacyRetentionTitle, paragraphs: [texts.privacyRetention] },
  { title: texts.privacySecurityTitle, paragraphs: [texts.privacySecurity] },
  { title: texts.privacyRightsTitle, paragraphs: [texts.privacyRights] },
  { title: texts.privacyChildrenTitle, paragraphs: [texts.privacyChildren] },
  { title: texts.privacyChangesTitle, paragraphs: [texts.privacyChanges] },
];

export function PrivacyPage() {
  return <LegalPage title={texts.privacyTitle} updated="2025-01-01" sections={privacySections} />;
}
