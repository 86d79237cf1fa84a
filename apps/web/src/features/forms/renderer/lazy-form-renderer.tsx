import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FormRendererProps } from './form-renderer';
import { formMessages as m } from '../../../lib/messages';

const FormRenderer = lazy(() =>
  import('./form-renderer').then((module) => ({ default: module.FormRenderer })),
);

/** The form renderer, loaded on first use: its code and libraries never enter a visitor's first page. */
export function LazyFormRenderer(props: FormRendererProps) {
  return (
    <Suspense
      fallback={
        <Box role="status" aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{m.loading}</Typography>
        </Box>
      }
    >
      <FormRenderer {...props} />
    </Suspense>
  );
}
