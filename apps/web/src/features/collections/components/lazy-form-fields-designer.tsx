import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { commonMessages } from '../../../lib/messages';
import type { FormFieldsDesignerProps } from './form-fields-designer';

const FormFieldsDesigner = lazy(() => import('./form-fields-designer'));

/** The fields designer, loaded on first use (it brings dnd-kit and the property panels). */
export function LazyFormFieldsDesigner(props: FormFieldsDesignerProps) {
  return (
    <Suspense fallback={<LinearProgress aria-label={commonMessages.loading} />}>
      <FormFieldsDesigner {...props} />
    </Suspense>
  );
}
