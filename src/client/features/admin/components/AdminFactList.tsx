import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AdminFact {
  label: string;
  value: ReactNode;
}

/**
 * Labelled facts stacked on a phone, where a table's columns would not fit: each label (as the
 * table's heading names it) beside its value, as a description list.
 */
export function AdminFactList({ facts, valueAlign = 'left' }: { facts: AdminFact[]; valueAlign?: 'left' | 'right' }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: valueAlign, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
