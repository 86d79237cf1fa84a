import type React from 'react';
import type { FormField } from '@darvazeh/shared';
import { joinKey } from '../form-store';

/** Every field component gets its definition and the key of the container its answer lives in. */
export interface FieldProps {
  field: FormField;
  /** Dot-joined key of the answers object holding this field ('' at the top of the form). */
  base: string;
}

/** The key of a field's own answer. */
export const answerKey = ({ field, base }: FieldProps): string => joinKey(base, field.id);

/** Renders a list of fields whose answers live under `base`. */
export type FieldListComponent = (props: { fields: readonly FormField[]; base: string }) => React.ReactNode;

/** Containers (expansion, table, subform) render their nested fields with the list they are given. */
export interface ContainerProps extends FieldProps {
  List: FieldListComponent;
}
