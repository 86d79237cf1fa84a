import { useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formDefinitionError, type FormField, type FormStep } from '@darvazeh/shared';
import { collectionMessages } from '../../../lib/messages';
import { DesignerContext, type DesignerContextValue } from '../designer-context';
import { designerReducer, initDesignerState, ROOT_LIST } from '../designer-state';
import { FieldListEditor } from './field-list-editor';
import { FieldPalette } from './field-palette';

const text = collectionMessages.designer;
const NO_STEPS: readonly FormStep[] = [];

export interface FormFieldsDesignerProps {
  /** The fields it starts from; later changes come from the designer itself. */
  value: FormField[];
  /** Called with the fields after every edit. */
  onChange: (fields: FormField[]) => void;
}

/**
 * The collection designer's palette and field list on a bare list of fields (a service's own form,
 * SPEC §3 `elements`): every field type, nested tables, subforms and tabs, no steps. It holds the fields
 * in the designer's reducer and reports each edit; remount it (a key) to start from other fields.
 */
export default function FormFieldsDesigner({ value, onChange }: FormFieldsDesignerProps) {
  const [state, dispatch] = useReducer(designerReducer, { formFields: value }, initDesignerState);
  const context = useMemo<DesignerContextValue>(
    () => ({ dispatch, steps: NO_STEPS, lastAddedId: state.lastAddedId }),
    [state.lastAddedId],
  );
  const reported = useRef(state.definition.formFields);
  const report = useEffectEvent((fields: FormField[]) => onChange(fields));
  useEffect(() => {
    if (state.definition.formFields === reported.current) return;
    reported.current = state.definition.formFields;
    report(state.definition.formFields);
  }, [state.definition.formFields]);
  const error = useMemo(() => formDefinitionError(state.definition), [state.definition]);
  return (
    <DesignerContext.Provider value={context}>
      {/* One column no wider than the page: a field's row truncates its name instead of widening it. */}
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography variant="body2" color="text.secondary">
            {text.paletteHint}
          </Typography>
          <FieldPalette onAdd={(fieldType) => dispatch({ type: 'add', list: ROOT_LIST, fieldType })} />
        </Box>
        <FieldListEditor fields={state.definition.formFields} parentId={null} emptyText={text.noFields} />
        {error && (
          <Typography role="alert" variant="body2" color="warning.dark">
            {error}
          </Typography>
        )}
      </Box>
    </DesignerContext.Provider>
  );
}
