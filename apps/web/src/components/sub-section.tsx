import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A sub-section of a page's card, under an h2 that names it; `gap` spaces its children (theme units). */
export function SubSection({ title, gap, children }: { title: string; gap: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The error of a part of a form that is no single input (a definition, a flow, a process), announced as an
 * alert; nothing while there is none. `name`: the body field it belongs to (its data-name).
 */
export function PartError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <Typography role="alert" variant="body2" color="error" data-name={name}>
      {error}
    </Typography>
  );
}
