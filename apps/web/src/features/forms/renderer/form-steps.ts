import type { FormDefinition, FormField } from '@darvazeh/shared';
import { formMessages as m } from '../../../lib/messages';

/** One page of a rendered form: a step's top-level fields. */
export interface FormPage {
  id: string;
  name: string;
  fields: FormField[];
}

/**
 * Splits the top-level fields into the definition's steps by each field's `stepId`; a field with no
 * step, or with the id of a step that no longer exists, belongs to the first step. A form without
 * steps is one page.
 */
export function formPages(definition: FormDefinition): FormPage[] {
  const steps = definition.formSteps ?? [];
  if (steps.length === 0) return [{ id: '', name: m.formStep, fields: definition.formFields }];
  const ids = new Set(steps.map((step) => step.id));
  const first = steps[0]!.id;
  const owner = (field: FormField): string =>
    field.stepId !== undefined && ids.has(field.stepId) ? field.stepId : first;
  return steps.map((step, index) => ({
    id: step.id,
    name: step.name?.trim() || m.stepName(index + 1),
    fields: definition.formFields.filter((field) => owner(field) === step.id),
  }));
}
