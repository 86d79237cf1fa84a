import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: string;
  /** A short line under the title. */
  subtitle?: string;
  /** Heading level: h1 for a page's only card, h2 for one of several. */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}

/** An outlined panel card with a title: the frame of the panel's forms and lists. */
export function SectionCard({ title, subtitle, headingLevel = 'h2', children }: SectionCardProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      // minmax(0, 1fr): a wide child (a table, an image) scrolls or shrinks instead of widening the page.
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <div>
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </div>
      {children}
    </Paper>
  );
}
