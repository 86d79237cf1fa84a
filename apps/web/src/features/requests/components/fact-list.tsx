import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A request's or a service's facts (tracking code, dates, cost…) as a description list, in as many
 * columns of at least `minColumn` px as fit; one column on a phone.
 */
export function FactList({ minColumn = 180, children }: { minColumn?: number; children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumn}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

/** One fact of a FactList: its name above its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}
