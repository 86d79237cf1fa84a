// Helpers of the renderer's tests: a real form inside the app's providers, and field definitions.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { FieldType, FormDefinition, FormField } from '@darvazeh/shared';
import { createQueryClient } from '../../../lib/query-client';
import { createRtlCache, theme } from '../../../lib/theme';
import { FormRenderer, type FormRendererProps } from './form-renderer';
import { FormRenderProbeContext } from './form-store';

export const OPTIONS = [
  { id: 'a', fname: 'گزینه الف' },
  { id: 'b', fname: 'گزینه ب' },
];

/** A field of `type` with id and ename `id` and the Persian name `fname`. */
export function field(type: FieldType, id: string, fname: string, extra: Partial<FormField> = {}): FormField {
  return { id, ename: id, fname, type, ...extra };
}

/** The element wrapping the field with this id. */
export function fieldBox(id: string): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-field-id="${id}"]`);
  if (!box) throw new Error(`No field ${id}`);
  return box;
}

/**
 * Renders a form with RTL styles, the theme and a fresh query client; `probe` hears every field render;
 * `wrap` puts the form inside something more (a router).
 */
export function renderForm(
  definition: FormDefinition,
  props: Omit<FormRendererProps, 'definition'> = {},
  probe?: (key: string) => void,
  wrap: (form: ReactNode) => ReactNode = (form) => form,
) {
  return render(
    <CacheProvider value={createRtlCache()}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <FormRenderProbeContext.Provider value={probe}>
            {wrap(<FormRenderer definition={definition} {...props} />)}
          </FormRenderProbeContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
}
