import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RichTextEditorProps } from './types';
import { editorMessages } from '../../lib/messages';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, loaded on first use: TipTap never enters the bundle of pages without one. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rounded" height={300} aria-label={editorMessages.loading} aria-busy="true" />
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
