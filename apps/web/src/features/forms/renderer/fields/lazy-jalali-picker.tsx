import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import type { JalaliPickerProps } from './jalali-picker';

const JalaliPicker = lazy(() => import('./jalali-picker'));

/**
 * The project's Jalali date picker for pages outside forms (a service's time window), in its own chunk; a
 * disabled field stands in while it loads.
 */
export function LazyJalaliPicker(props: JalaliPickerProps) {
  return (
    <Suspense fallback={<TextField label={props.label} disabled fullWidth />}>
      <JalaliPicker {...props} />
    </Suspense>
  );
}
