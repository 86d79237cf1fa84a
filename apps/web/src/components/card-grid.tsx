import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface CardGridProps {
  /** The list's accessible name, where no heading names it already. */
  label?: string;
  /** The narrowest a card may be (px): as many columns as fit, one on a phone. */
  minColumn: number;
  /** The space between cards, in theme units. */
  gap?: number;
  /** The cards, each an `li`. */
  children: ReactNode;
}

/** A list of cards (counters, requests, services) in as many columns as fit, without bullets. */
export function CardGrid({ label, minColumn, gap = 1.5, children }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumn}px), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
