import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './types';
import { editorMessages } from '../../lib/messages';
import { LoadingPlaceholder } from '../loading-placeholder';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, loaded on first use: TipTap never enters the bundle of pages without one. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingPlaceholder label={editorMessages.loading} height={300} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
