import type { SxProps, Theme } from '@mui/material/styles';
import { LTR_DIRECTION } from '../../lib/theme';

/** Typography of stored rich text, shared by the editor and the view so that both look the same. */
export const richTextStyles = {
  lineHeight: 1.9,
  overflowWrap: 'anywhere',
  '& > :first-child': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h1, & h2, & h3, & h4': { fontWeight: 700, lineHeight: 1.5, mt: 3, mb: 1 },
  '& h1': { fontSize: '1.75rem' },
  '& h2': { fontSize: '1.5rem' },
  '& h3': { fontSize: '1.25rem' },
  '& h4': { fontSize: '1.1rem' },
  '& ul, & ol': { paddingInlineStart: 3, my: 1 },
  '& blockquote': {
    borderInlineStart: 4,
    borderColor: 'primary.light',
    bgcolor: 'action.hover',
    mx: 0,
    my: 2,
    px: 2,
    py: 0.5,
  },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 2, borderRadius: 1, overflowX: 'auto', direction: LTR_DIRECTION },
  '& pre code': { bgcolor: 'transparent', p: 0 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
} satisfies SxProps<Theme>;
