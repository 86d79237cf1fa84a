import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormField } from '@darvazeh/shared';

/** A container field's frame (tabs, a table): a section named and headed by the field, with its required mark. */
export function FieldSection({ field, children }: { field: FormField; children: ReactNode }) {
  return (
    <Box component="section" aria-label={field.fname} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {field.fname}
        {field.required && ' *'}
      </Typography>
      {children}
    </Box>
  );
}
