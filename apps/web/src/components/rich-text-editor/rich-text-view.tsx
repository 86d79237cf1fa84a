import Box from '@mui/material/Box';
import { richTextStyles } from './rich-text-styles';

interface RichTextViewProps {
  /** HTML the server sanitised before storing it (never HTML straight from a user). */
  html: string;
}

/**
 * Shows stored rich text. The server's allowlist sanitiser (modules/content/rich-text.ts) runs on every
 * write, so the HTML is trusted here; this component loads no editor code.
 */
export function RichTextView({ html }: RichTextViewProps) {
  return <Box data-testid="rich-text-view" sx={richTextStyles} dangerouslySetInnerHTML={{ __html: html }} />;
}
