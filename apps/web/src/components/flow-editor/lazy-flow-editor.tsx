import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { commonMessages } from '../../lib/messages';
import type { FlowEditorProps } from './flow-editor';

const FlowEditor = lazy(() => import('./flow-editor'));

/** The flow editor, loaded on first use: no page that does not show it carries its code. */
export function LazyFlowEditor(props: FlowEditorProps) {
  return (
    <Suspense fallback={<LinearProgress aria-label={commonMessages.loading} />}>
      <FlowEditor {...props} />
    </Suspense>
  );
}
