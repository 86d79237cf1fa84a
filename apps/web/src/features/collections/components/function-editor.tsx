import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CALL_ON_EVENTS, type CallOnEvent, type FlowFunction } from '@darvazeh/shared';
import { LazyFlowEditor } from '../../../components/flow-editor';
import { SelectField } from '../../../components/select-field';
import { collectionMessages, functionMessages } from '../../../lib/messages';
import { useFlowChoices } from '../api/flow-choices';
import { useDesigner } from '../designer-context';
import type { FunctionOwner } from '../designer-functions';
import { headerProblems, needsField } from '../function-fields';
import { useFunctionsContext } from '../functions-context';
import { FieldGrid } from '../../../components/field-grid';

interface FunctionEditorProps {
  fn: FlowFunction;
  owner: FunctionOwner;
  /** The function's name as its row shows it. */
  name: string;
}

/**
 * One of a form's functions, edited in place: its name, when it runs and on which field (picked by its
 * Persian name; a button for a click), and its steps in the flow editor over the form's own fields. Where
 * it runs (SPEC §4) follows the steps; nobody chooses it.
 */
export function FunctionEditor({ fn, owner, name }: FunctionEditorProps) {
  const { dispatch } = useDesigner();
  const { fields, watchable } = useFunctionsContext()!;
  const choices = useFlowChoices();
  const id = String(fn.id);
  const update = (patch: Partial<FlowFunction>) => dispatch({ type: 'updateFunction', owner, id, patch });
  const problems = headerProblems(fn, watchable);
  const related = needsField(fn.callOn) ? watchable(fn.callOn) : [];
  const options = related.map((field) => ({ value: field.id, label: field.label }));
  if (fn.relatedId && !related.some((field) => field.id === fn.relatedId))
    options.push({ value: fn.relatedId, label: functionMessages.editor.missingField });
  const noButtons = fn.callOn === 'click' && related.length === 0;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <FieldGrid from="sm">
        <TextField
          size="small"
          required
          label={functionMessages.name}
          value={fn.fname}
          error={problems.fname !== undefined}
          helperText={problems.fname}
          onChange={(event) => update({ fname: event.target.value })}
        />
        <SelectField
          size="small"
          label={functionMessages.callOnLabel}
          value={fn.callOn}
          options={CALL_ON_EVENTS.map((event) => ({ value: event, label: functionMessages.callOn[event] }))}
          onChange={(callOn: CallOnEvent | null) => {
            const next = callOn ?? 'load';
            // A field belongs to one kind of event: a button's click is not a change of an answer.
            const keeps = needsField(next) && watchable(next).some((field) => field.id === fn.relatedId);
            update({ callOn: next, relatedId: keeps ? fn.relatedId : undefined });
          }}
        />
        {needsField(fn.callOn) && (
          <SelectField
            size="small"
            required
            label={functionMessages.form.relatedId}
            value={fn.relatedId ?? null}
            options={options}
            error={problems.relatedId !== undefined}
            helperText={
              noButtons
                ? collectionMessages.functions.noButtons
                : (problems.relatedId ?? functionMessages.form.relatedIdHint)
            }
            onChange={(relatedId) => update({ relatedId: relatedId ?? undefined })}
          />
        )}
      </FieldGrid>
      <LazyFlowEditor
        value={fn.expressions}
        onChange={(expressions) => update({ expressions })}
        fields={fields}
        collections={choices.collections}
        queries={choices.queries}
        functions={choices.functions}
        services={choices.services}
        label={collectionMessages.functions.flowLabel(name)}
      />
    </Box>
  );
}
