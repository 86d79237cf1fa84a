import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { commonMessages } from '../../../lib/messages';
import type { ProcessEditorProps } from './process-editor';

const ProcessEditor = lazy(() => import('./process-editor'));

/** The process editor, loaded on first use: @xyflow/react and the panels come in their own chunk. */
export function LazyProcessEditor(props: ProcessEditorProps) {
  return (
    <Suspense fallback={<LinearProgress aria-label={commonMessages.loading} />}>
      <ProcessEditor {...props} />
    </Suspense>
  );
}
