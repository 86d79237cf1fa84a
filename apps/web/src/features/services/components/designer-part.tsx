import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import type { ChangeEvent } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import { getAt, type ServiceDraft } from '../service-draft';
import { HeadingWithHint } from '../../../components/heading-with-hint';

/** What every section of the designer gets: the draft, a change by dotted path, and the messages by path. */
export interface DraftForm {
  draft: ServiceDraft;
  set: (path: string, value: unknown) => void;
  errors: FieldErrors;
}

/** Props binding a text field to the draft's value at `path` (blank stored as null when `nullable`). */
export function textAt(form: DraftForm, path: string, helper?: string, nullable = false) {
  const value = getAt(form.draft, path);
  return {
    name: path,
    value: typeof value === 'string' ? value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.set(path, nullable && event.target.value.trim() === '' ? null : event.target.value),
    error: form.errors[path] !== undefined,
    helperText: form.errors[path] ?? helper,
  };
}

interface DesignerPartProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** One section of the service designer: an outlined card named by its h2. */
export function DesignerPart({ title, subtitle, children }: DesignerPartProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <HeadingWithHint id={headingId} title={title} hint={subtitle} level="h2" />
      {children}
    </Paper>
  );
}
