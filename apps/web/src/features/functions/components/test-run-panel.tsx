import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import { EXPRESSION_LABELS, isRecord, type ExpressionType } from '@darvazeh/shared';
import { expressionPaths } from '../../../components/flow-editor';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { functionMessages } from '../../../lib/messages';
import { useTestRun } from '../api/function-queries';
import { readableValue } from '../../../lib/readable-value';
import type { FlowExpression, FormField, FunctionBody, FunctionEffect, FunctionRunResult } from '../types';
import { KeyValueTable } from '../../../components/key-value-table';

const text = functionMessages.testRun;
const editorText = functionMessages.editor;

interface TestRunPanelProps {
  /** The function as edited now. */
  body: FunctionBody;
  /** Called with the nodes the last run went through, to highlight their cards. */
  onTrace: (ids: ReadonlySet<string>) => void;
}

/** «اجرای آزمایشی»: answers for the input fields, the run on the server, and what it did, readably. */
export function TestRunPanel({ body, onTrace }: TestRunPanelProps) {
  const fields = (body.formFields ?? []) as FormField[];
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const run = useTestRun();
  const expressions = body.expressions as FlowExpression[];
  const paths = expressionPaths(expressions);
  const nodeName = (nodeId: string, type?: string) => {
    const node = findType(expressions, nodeId) ?? type;
    const label = node && node in EXPRESSION_LABELS ? EXPRESSION_LABELS[node as ExpressionType] : '';
    const path = paths.get(nodeId);
    return path ? editorText.card(label, editorText.position(path)) : label;
  };
  const fieldName = (key: string) => fields.find((f) => f.id === key || f.ename === key)?.fname ?? key;

  const start = () =>
    run.mutate(
      { function: body, answers },
      { onSuccess: (result) => onTrace(new Set(result.trace.map((step) => step.nodeId))) },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {text.hint}
      </Typography>
      <Box
        component="fieldset"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          m: 0,
          p: 1.5,
          display: 'grid',
          gap: 1.5,
          minWidth: 0,
        }}
      >
        <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
          {text.answers}
        </Typography>
        {fields.length === 0 && <Typography variant="body2">{text.noInputs}</Typography>}
        {fields.map((field) => (
          <AnswerInput
            key={field.id}
            field={field}
            value={answers[field.id]}
            onChange={(value) => setAnswers((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
      </Box>
      <Button
        variant="contained"
        startIcon={<PlayArrowOutlined />}
        loading={run.isPending}
        sx={{ justifySelf: 'start' }}
        onClick={start}
      >
        {text.title}
      </Button>
      {run.data && <RunResult result={run.data} nodeName={nodeName} fieldName={fieldName} fields={fields} />}
    </Box>
  );
}

/** The type of node `id`, found anywhere in the tree. */
function findType(list: readonly FlowExpression[], id: string): string | undefined {
  for (const node of list) {
    if (node.id === id) return node.type;
    const inner = findType(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** One input field's answer as a simple input of its type. */
function AnswerInput({
  field,
  value,
  onChange,
}: {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  if (field.type === 'checkbox')
    return <SwitchField label={field.fname} checked={value === true} onChange={onChange} />;
  if ((field.type === 'select' || field.type === 'radio') && field.options?.length)
    return (
      <SelectField
        size="small"
        label={field.fname}
        value={typeof value === 'string' || typeof value === 'number' ? value : null}
        options={field.options.map((option) => ({ value: option.id, label: option.fname }))}
        onChange={onChange}
      />
    );
  return (
    <TextField
      size="small"
      label={field.fname}
      value={typeof value === 'string' ? value : ''}
      placeholder={field.type === 'date' ? '1405/01/15' : undefined}
      slotProps={{ htmlInput: { dir: 'auto' } }}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const SEVERITY: Record<string, 'success' | 'error' | 'warning' | 'info'> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
};

/** One effect as what a person filling the form would meet: a toast as the toast, the rest in words. */
function EffectView({ effect, fieldName }: { effect: FunctionEffect; fieldName: (id: string) => string }) {
  switch (effect.kind) {
    case 'toast':
      return (
        <Alert severity={SEVERITY[effect.color] ?? 'info'} variant="filled">
          {effect.title && <AlertTitle>{effect.title}</AlertTitle>}
          {effect.text}
        </Alert>
      );
    case 'subform':
    case 'hideSubform':
      return (
        <Typography variant="body2">{`${EXPRESSION_LABELS[effect.kind]}: ${fieldName(effect.fieldId)}`}</Typography>
      );
    case 'disableForm':
      return <Typography variant="body2">{effect.disabled ? text.disabled : text.enabled}</Typography>;
    case 'redirect':
      return (
        <Typography variant="body2">
          {text.redirect('')}
          <bdi dir="ltr">{effect.url}</bdi>
        </Typography>
      );
  }
}

interface RunResultProps {
  result: FunctionRunResult;
  nodeName: (nodeId: string, type?: string) => string;
  fieldName: (key: string) => string;
  fields: readonly FormField[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What a run answered: ok or its problems, the steps it took, its effects, variables and answers. */
function RunResult({ result, nodeName, fieldName }: RunResultProps) {
  const answers = isRecord(result.answers) ? result.answers : {};
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="test-run-result" aria-live="polite">
      <Alert severity={result.ok ? 'success' : 'error'}>
        <AlertTitle>{result.ok ? text.ok : text.failed}</AlertTitle>
        {text.summary(result.steps, Math.round(result.durationMs))}
        {result.cached && ` — ${text.cached}`}
        {result.diagnostics.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
            {result.diagnostics.map((d, index) => (
              <li key={index}>{d.nodeId ? editorText.paramIn(nodeName(d.nodeId), d.message) : d.message}</li>
            ))}
          </Box>
        )}
      </Alert>
      <Section title={text.trace}>
        {result.trace.length === 0 ? (
          <Typography variant="body2">{text.noTrace}</Typography>
        ) : (
          <Box
            component="ol"
            sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5, listStyleType: 'persian' }}
            data-testid="test-run-trace"
          >
            {result.trace.map((step, index) => (
              <li key={index}>{nodeName(step.nodeId, step.type)}</li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={text.effects}>
        {result.effects.length === 0 ? (
          <Typography variant="body2">{text.noEffects}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }} data-testid="test-run-effects">
            {result.effects.map((effect, index) => (
              <EffectView key={index} effect={effect} fieldName={fieldName} />
            ))}
          </Box>
        )}
      </Section>
      <Section title={text.variables}>
        <KeyValueTable
          label={text.variables}
          rows={Object.entries(result.variables).map(([key, value]) => ({
            key,
            value: readableValue(value),
          }))}
        />
      </Section>
      <Section title={text.resultAnswers}>
        <KeyValueTable
          label={text.resultAnswers}
          rows={Object.entries(answers).map(([key, value]) => ({
            key: fieldName(key),
            value: readableValue(value),
          }))}
        />
      </Section>
    </Box>
  );
}
