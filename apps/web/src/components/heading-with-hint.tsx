import type { ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';

interface HeadingWithHintProps {
  title: ReactNode;
  /** The sentence under the heading: what the part is for, what to do there. */
  hint?: ReactNode;
  level: 'h1' | 'h2' | 'h3';
  /** Its size: h5 for a page, h6 for a card, subtitle1 for a section, subtitle2 for a part of a form. */
  variant?: TypographyProps['variant'];
  /** The heading's id, for the region it names (`aria-labelledby`). */
  id?: string;
  hintVariant?: 'body2' | 'caption';
}

/** A bold heading with the secondary sentence under it, kept together as one block. */
export function HeadingWithHint({
  title,
  hint,
  level,
  variant = 'subtitle1',
  id,
  hintVariant = 'body2',
}: HeadingWithHintProps) {
  return (
    <div>
      <Typography id={id} component={level} variant={variant} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant={hintVariant} color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </div>
  );
}
