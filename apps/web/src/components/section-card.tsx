import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { HeadingWithHint } from './heading-with-hint';

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
      <HeadingWithHint title={title} hint={subtitle} level={headingLevel} variant="h6" />
      {children}
    </Paper>
  );
}

/** A page's only card: `SectionCard` with the page's h1 as its title. */
export function PageCard(props: Omit<SectionCardProps, 'headingLevel'>) {
  return <SectionCard {...props} headingLevel="h1" />;
}
