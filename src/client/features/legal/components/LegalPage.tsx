import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_COOKIE, CONTACT, PRODUCT_NAME, TERMS_MINIMUM_AGE } from '../../../../shared/constants';
import { documentTitles } from '../../../../shared/document-titles';
import { INTL_LOCALES } from '../../../../shared/i18n/locales';
import { uiPaths } from '../../../../shared/ui-paths';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/translate';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { legalMessages as texts } from '../legal.messages';

export interface LegalSection {
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

/** The facts the legal texts name (the store, its contact, the age limit, the login cookie). */
const legalValues = {
  product: PRODUCT_NAME,
  age: TERMS_MINIMUM_AGE,
  email: CONTACT.email,
  address: CONTACT.address,
  cookie: AUTH_COOKIE.name,
  days: AUTH_COOKIE.expiresDays,
};

/** A date ('2025-01-01') as the page's language writes it in full: "1 January 2025", "1 जनवरी 2025". */
function fullDate(isoDate: string, locale: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, day),
  );
}

/** A standalone legal page (outside the main layout): numbered sections and a way back home. */
export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: MessageDescriptor;
  /** The day of the last change, as YYYY-MM-DD. */
  updated: string;
  sections: LegalSection[];
}) {
  const t = useTranslate();
  const { i18n } = useLingui();
  const heading = t(title);
  useDocumentTitle(documentTitles.named(heading));
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4 }}>
        {t(texts.lastUpdated, { date: fullDate(updated, INTL_LOCALES[activeLocale(i18n)]) })}
      </Typography>
      <Box component="ol" sx={{ pl: 0, listStyle: 'none', counterReset: 'section' }}>
        {sections.map((section, i) => (
          <Box component="li" key={section.title.id} sx={{ mb: 4 }}>
            <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
              {`${i + 1}. ${t(section.title)}`}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph.id} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                {t(paragraph, legalValues)}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
      <Link component={RouterLink} to={uiPaths.home} underline="hover">
        {t(texts.backToHome)}
      </Link>
    </>
  );
}
