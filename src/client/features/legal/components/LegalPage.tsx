import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { documentTitles } from '../../../../shared/document-titles';
import { uiPaths } from '../../../../shared/ui-paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** A standalone legal page (outside the main layout): numbered sections and a way back home. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  useDocumentTitle(documentTitles.named(title));
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4 }}>
        Last updated: {updated}
      </Typography>
      <Box component="ol" sx={{ pl: 0, listStyle: 'none', counterReset: 'section' }}>
        {sections.map((section, i) => (
          <Box component="li" key={section.title} sx={{ mb: 4 }}>
            <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
              {`${i + 1}. ${section.title}`}
            </Typography>
            {section.paragraphs.map((text) => (
              <Typography key={text} sx={{ mb: 1.5, lineHeight: 1.7 }}>
                {text}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
      <Link component={RouterLink} to={uiPaths.home} underline="hover">
        Back to home
      </Link>
    </>
  );
}
