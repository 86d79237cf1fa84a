// A mongo step's aggregation pipeline, typed as the JSON Mongo users know (the query language's own form,
// as expressions are typed as text). Only a list of objects reaches the tree; the server checks each stage
// against the supported subset when the function runs.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { functionMessages } from '../../lib/messages';

const text = functionMessages.editor;

/** The stages in `raw`, or the Persian reason they are not a list of stage objects. */
function parseStages(raw: string): { stages: unknown[] } | { error: string } {
  let value: unknown;
  try {
    value = raw.trim() === '' ? [] : JSON.parse(raw);
  } catch {
    return { error: text.pipelineNotJson };
  }
  const isStage = (stage: unknown) => typeof stage === 'object' && stage !== null && !Array.isArray(stage);
  if (!Array.isArray(value) || !value.every(isStage)) return { error: text.pipelineNotList };
  return { stages: value };
}

export function PipelineField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown[];
  onChange: (stages: unknown[]) => void;
}) {
  const [raw, setRaw] = useState(() => JSON.stringify(value, null, 2));
  const parsed = parseStages(raw);
  const error = 'error' in parsed ? parsed.error : undefined;
  return (
    <TextField
      label={label}
      size="small"
      multiline
      minRows={3}
      value={raw}
      error={error !== undefined}
      helperText={error ?? text.pipelineHint}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: { fontFamily: 'monospace' } } }}
      onChange={(event) => {
        setRaw(event.target.value);
        const next = parseStages(event.target.value);
        if ('stages' in next) onChange(next.stages);
      }}
    />
  );
}
