import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AddRowButton } from '../../../components/editable-rows';
import { isServerSide, MAX_FORM_FUNCTIONS, type FlowFunction } from '@darvazeh/shared';
import { flowProblemCount, FunctionSideChip } from '../../../components/flow-editor';
import { StatusChip } from '../../../components/status-chip';
import { collectionMessages, functionMessages } from '../../../lib/messages';
import { useDesigner } from '../designer-context';
import { functionKey, ownerKey, type FunctionOwner } from '../designer-functions';
import { headerProblems, needsField } from '../function-fields';
import { useFunctionsContext } from '../functions-context';
import { RowPanel, RowTools, useRowPanel } from './row-tools';
import { FunctionEditor } from './function-editor';

const text = collectionMessages.functions;
const NO_FUNCTIONS: readonly FlowFunction[] = [];

/**
 * A subform's or a tab's own functions in a fieldset headed `title`, with `hint`; nothing outside a
 * designer that edits functions.
 */
export function NestedFunctions({
  owner,
  title,
  hint,
  functions,
}: {
  owner: Exclude<FunctionOwner, null>;
  title: string;
  hint: string;
  functions: readonly FlowFunction[] | undefined;
}) {
  if (!useFunctionsContext()) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1, minWidth: 0 }}>
      <legend>{title}</legend>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      <FormFunctions owner={owner} functions={functions ?? NO_FUNCTIONS} />
    </Box>
  );
}

interface FormFunctionsProps {
  /** null: the form's own functions; a subform field's id: that subform's. */
  owner: FunctionOwner;
  functions: readonly FlowFunction[];
}

/**
 * A form's (or a subform's) functions: each with its name, when it runs and on which field, where it runs
 * and how many problems it has; opened, it is edited in place. Nothing outside a designer that provides
 * the function context.
 */
export function FormFunctions({ owner, functions }: FormFunctionsProps) {
  const { dispatch } = useDesigner();
  const context = useFunctionsContext();
  if (!context) return null;
  const isFull = functions.length >= MAX_FORM_FUNCTIONS;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {functions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.empty}
        </Typography>
      )}
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        {functions.map((fn, index) => (
          <FunctionRow
            key={String(fn.id)}
            fn={fn}
            owner={owner}
            index={index}
            isLast={index === functions.length - 1}
            isNew={functionKey(owner, fn.id) === context.lastAddedFunction}
          />
        ))}
      </Box>
      <AddRowButton
        size="small"
        label={text.add}
        disabled={isFull}
        onClick={() => dispatch({ type: 'addFunction', owner })}
      />
      {isFull && (
        <Typography variant="body2" color="text.secondary">
          {text.limit(MAX_FORM_FUNCTIONS)}
        </Typography>
      )}
    </Box>
  );
}

interface FunctionRowProps {
  fn: FlowFunction;
  owner: FunctionOwner;
  index: number;
  isLast: boolean;
  isNew: boolean;
}

/** One function: its name and chips, move, edit and delete; its editor when opened. */
const FunctionRow = memo(function FunctionRow({ fn, owner, index, isLast, isNew }: FunctionRowProps) {
  const { dispatch } = useDesigner();
  const { fields, watchable } = useFunctionsContext()!;
  const id = String(fn.id);
  const name = fn.fname.trim() || text.newName(index + 1);
  const panel = useRowPanel(`function-panel-${ownerKey(owner)}-${id}`, isNew);
  const serverSide = useMemo(() => isServerSide(fn.expressions), [fn.expressions]);
  const problems = useMemo(() => {
    const header = Object.keys(headerProblems(fn, watchable)).length;
    return header + flowProblemCount(fn.expressions, fields);
  }, [fn, fields, watchable]);
  const event = functionMessages.callOn[fn.callOn];
  const field = needsField(fn.callOn)
    ? (watchable(fn.callOn).find((f) => f.id === fn.relatedId)?.label ??
      (fn.relatedId ? functionMessages.editor.missingField : functionMessages.editor.noField))
    : null;
  const move = (to: number) => dispatch({ type: 'moveFunction', owner, from: index, to });

  return (
    <Box component="li" data-testid="function-row">
      <Paper variant="outlined" sx={{ p: 1, display: 'grid', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 500 }} noWrap title={name}>
            {name}
          </Typography>
          <RowTools
            name={name}
            index={index}
            isLast={isLast}
            move={move}
            panel={panel}
            labels={{
              edit: text.edit(name),
              remove: text.remove(name),
              removeTitle: functionMessages.list.deleteTitle,
              removeText: functionMessages.list.deleteText(name),
            }}
            onRemove={() => dispatch({ type: 'removeFunction', owner, id })}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {field === null ? event : text.eventOn(event, field)}
          </Typography>
          <FunctionSideChip isServerSide={serverSide} />
          {problems > 0 && <StatusChip color="error" label={functionMessages.editor.problems(problems)} />}
        </Box>
        <RowPanel panel={panel} label={text.edit(name)} sx={{ pt: 0.5, minWidth: 0 }}>
          <FunctionEditor fn={fn} owner={owner} name={name} />
        </RowPanel>
      </Paper>
    </Box>
  );
});
