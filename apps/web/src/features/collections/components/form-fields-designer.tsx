import { useDeferredValue, useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formDefinitionError,
  type FlowFunction,
  type FormDefinition,
  type FormField,
  type FormStep,
} from '@darvazeh/shared';
import { collectionMessages } from '../../../lib/messages';
import { DesignerContext, type DesignerContextValue } from '../designer-context';
import { designerReducer, initDesignerState, ROOT_LIST } from '../designer-state';
import { designFunctionProblems, withFunctionFields } from '../function-fields';
import { FunctionsContext, useFunctionsContextValue } from '../functions-context';
import { FieldListEditor } from './field-list-editor';
import { FieldPalette } from './field-palette';
import { FunctionsSection } from './functions-section';

const text = collectionMessages.designer;
const NO_STEPS: readonly FormStep[] = [];
const NO_FUNCTIONS: readonly FlowFunction[] = [];

/** A form without steps: its fields and its own functions (a service's own form, SPEC §3 `elements`). */
export interface OwnForm {
  formFields: FormField[];
  functions: FlowFunction[];
}

export interface FormFieldsDesignerProps {
  /** The form it starts from; later changes come from the designer itself. */
  value: OwnForm;
  /** Called with the form after every edit, its functions as they are stored (their fields, their side). */
  onChange: (form: OwnForm) => void;
}

/**
 * The collection designer's palette, field list and «توابع فرم» on a form without steps (a service's own
 * form): every field type, nested tables, subforms and tabs, and functions over those fields. It holds the
 * form in the designer's reducer and reports each edit; remount it (a key) to start from another form.
 */
export default function FormFieldsDesigner({ value, onChange }: FormFieldsDesignerProps) {
  const [state, dispatch] = useReducer(designerReducer, value as FormDefinition, initDesignerState);
  const { definition } = state;
  const context = useMemo<DesignerContextValue>(
    () => ({ dispatch, steps: NO_STEPS, lastAddedId: state.lastAddedId }),
    [state.lastAddedId],
  );
  const functionsContext = useFunctionsContextValue(definition.formFields, state.lastAddedFunction);
  const reported = useRef(definition);
  const report = useEffectEvent((next: FormDefinition) => {
    const stored = withFunctionFields(next);
    onChange({ formFields: stored.formFields, functions: [...(stored.functions ?? [])] });
  });
  useEffect(() => {
    if (definition === reported.current) return;
    reported.current = definition;
    report(definition);
  }, [definition]);
  // The checks follow the form at low priority, so typing stays immediate.
  const deferred = useDeferredValue(definition);
  const error = useMemo(() => formDefinitionError(deferred), [deferred]);
  const functionProblems = useMemo(() => designFunctionProblems(deferred), [deferred]);
  return (
    <DesignerContext.Provider value={context}>
      <FunctionsContext.Provider value={functionsContext}>
        {/* One column no wider than the page: a field's row truncates its name instead of widening it. */}
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Typography variant="body2" color="text.secondary">
              {text.paletteHint}
            </Typography>
            <FieldPalette onAdd={(fieldType) => dispatch({ type: 'add', list: ROOT_LIST, fieldType })} />
          </Box>
          <FieldListEditor fields={definition.formFields} parentId={null} emptyText={text.noFields} />
          {error && (
            <Typography role="alert" variant="body2" color="warning.dark">
              {error}
            </Typography>
          )}
          <FunctionsSection
            level={3}
            functions={definition.functions ?? NO_FUNCTIONS}
            problems={functionProblems}
          />
        </Box>
      </FunctionsContext.Provider>
    </DesignerContext.Provider>
  );
}
