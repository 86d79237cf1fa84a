import type { FormEvent, ReactNode, RefObject } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { SectionCard } from './section-card';

/** The part of a `useSchemaForm` its form element needs. */
export interface SchemaFormHandle {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event?: FormEvent) => void;
}

interface SchemaFormProps {
  /** The form's state, as `useSchemaForm` gives it. */
  form: SchemaFormHandle;
  /** Names the form for assistive technology where no heading does. */
  'aria-label'?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * The <form> of a `useSchemaForm`: submitting runs its checks, and the browser's own validation is off
 * (`noValidate`), so the schema's Persian messages show under the fields instead of the browser's.
 */
export function SchemaForm({ form: { formRef, submit }, children, ...rest }: SchemaFormProps) {
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} {...rest}>
      {children}
    </Box>
  );
}

/**
 * A settings card holding one form: the card's title (which also names the form) and subtitle, then the
 * fields in two columns from a tablet up.
 */
export function SectionForm({
  title,
  subtitle,
  form,
  children,
}: {
  title: string;
  subtitle: string;
  form: SchemaFormHandle;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} subtitle={subtitle}>
      <SchemaForm
        form={form}
        aria-label={title}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {children}
      </SchemaForm>
    </SectionCard>
  );
}
