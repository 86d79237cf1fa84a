import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface FieldGridProps {
  children: ReactNode;
  /** How many equal columns stand side by side on a wide screen. */
  columns?: number;
  /** The wide screen's own column template, when its columns are not equal (a pane and a sidebar). */
  template?: string;
  /** The breakpoint from which they do; one under the other below it (a phone). */
  from?: 'sm' | 'md' | 'lg';
  gap?: number;
  /** Each cell takes its row's height (cards, panes) instead of its own (fields). */
  stretch?: boolean;
}

/** Fields (or panes) side by side on wide screens, one under the other on a phone. */
export function FieldGrid({
  children,
  columns = 2,
  template,
  from = 'md',
  gap = 2,
  stretch = false,
}: FieldGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          [from]: template ?? `repeat(${columns}, minmax(0, 1fr))`,
        },
        alignItems: stretch ? 'stretch' : 'start',
      }}
    >
      {children}
    </Box>
  );
}
