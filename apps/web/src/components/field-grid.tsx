import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface FieldGridProps {
  children: ReactNode;
  /** How many fields stand side by side on a wide screen. */
  columns?: number;
  /** The breakpoint from which they do; one under the other below it (a phone). */
  from?: 'sm' | 'md';
}

/** Fields side by side on wide screens, one under the other on a phone. */
export function FieldGrid({ children, columns = 2, from = 'md' }: FieldGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: `repeat(${columns}, minmax(0, 1fr))` },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
