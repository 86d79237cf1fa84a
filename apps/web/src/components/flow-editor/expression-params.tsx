// The parameters of one expression as form inputs, as param-specs.ts lists them for its type: sources
// with their parse problems, pickers that show names and store ids, selects for fixed choices, and row
// editors for records and filters.
import Box from '@mui/material/Box';
import { HTTP_METHODS, TOAST_COLORS, type FlowExpression, type FlowFilter } from '@darvazeh/shared';
import { SelectField } from '../select-field';
import { functionMessages } from '../../lib/messages';
import { PipelineField } from './pipeline-field';
import { useFlowEditor } from './flow-editor-context';
import { FilterEditor, PlainPairsEditor, SourcesEditor } from './pairs-editors';
import { PARAM_SPECS, type ParamSpec } from './param-specs';
import {
  CollectionPicker,
  FieldPicker,
  FunctionPicker,
  NameField,
  QueryPicker,
  RefField,
  ServicePicker,
  ExternalServicePicker,
  TargetField,
} from './ref-fields';
import { SourceField } from './source-field';

const text = functionMessages.editor;

type Keys = readonly { id: string; fname: string }[] | undefined;

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const ref = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : '');
const maybeRef = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;
const rec = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, string>) : undefined;

interface ParamInputProps {
  spec: ParamSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The chosen collection's fields, for keys that are field ids. */
  fieldKeys: Keys;
}

/** The one input of parameter `spec.key`. */
function ParamInput({ spec, value, onChange, fieldKeys }: ParamInputProps) {
  const label = text.params[spec.key] ?? spec.key;
  switch (spec.kind) {
    case 'source':
      return (
        <SourceField
          label={label}
          value={str(value)}
          onChange={onChange}
          optional={spec.optional}
          allowPlain={spec.allowPlain}
        />
      );
    case 'name':
      return <NameField label={label} value={str(value)} onChange={onChange} optional={spec.optional} />;
    case 'target':
      return <TargetField label={label} value={str(value)} onChange={onChange} optional={spec.optional} />;
    case 'function':
      return (
        <FunctionPicker
          label={label}
          value={spec.optional ? maybeRef(value) : ref(value)}
          onChange={onChange}
          optional={spec.optional}
        />
      );
    case 'ref':
      return <RefField label={label} value={ref(value)} onChange={onChange} />;
    case 'field':
      return <FieldPicker label={label} value={str(value) ?? ''} onChange={onChange} types={spec.types} />;
    case 'sources':
      return (
        <SourcesEditor
          label={label}
          value={rec(value)}
          onChange={onChange}
          keys={spec.fieldKeys ? fieldKeys : undefined}
          optional={spec.optional}
        />
      );
    case 'filter':
      return (
        <FilterEditor
          label={label}
          value={value as FlowFilter | undefined}
          onChange={onChange}
          keys={fieldKeys}
          optional={spec.optional}
        />
      );
    case 'pairs':
      return (
        <PlainPairsEditor
          label={label}
          keys={spec.keys}
          labels={[text.pair[spec.labels[0]], text.pair[spec.labels[1]]]}
          value={value as Record<string, string>[] | undefined}
          onChange={(rows) => onChange(spec.optional && rows.length === 0 ? undefined : rows)}
        />
      );
    case 'collection':
      return <CollectionPicker label={label} value={ref(value)} onChange={onChange} />;
    case 'query':
      return <QueryPicker label={label} value={maybeRef(value)} onChange={onChange} />;
    case 'service':
      return <ServicePicker label={label} value={ref(value)} onChange={onChange} />;
    case 'externalService':
      return <ExternalServicePicker label={label} value={maybeRef(value)} onChange={onChange} />;
    case 'pipeline':
      return <PipelineField label={label} value={Array.isArray(value) ? value : []} onChange={onChange} />;
    case 'method':
      return (
        <SelectField
          label={label}
          size="small"
          value={str(value) ?? 'get'}
          options={HTTP_METHODS.map((m) => ({ value: m, label: m.toUpperCase() }))}
          onChange={(choice) => onChange(choice ?? 'get')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      );
    case 'color':
      return (
        <SelectField
          label={label}
          size="small"
          value={str(value) ?? 'success'}
          options={TOAST_COLORS.map((c) => ({ value: c, label: text.toastColors[c] ?? c }))}
          onChange={(choice) => onChange(choice ?? 'success')}
        />
      );
  }
}

/** The parameter inputs of one card, stacked. */
export function ExpressionParams({ node }: { node: FlowExpression }) {
  const { dispatch, collections } = useFlowEditor();
  const specs = PARAM_SPECS[node.type];
  if (specs.length === 0) return null;
  const params = node as unknown as Record<string, unknown>;
  const fieldKeys = collections.find((c) => c.id === params.collectionId)?.fields;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {specs.map((spec) => (
        <ParamInput
          key={spec.key}
          spec={spec}
          value={params[spec.key]}
          onChange={(value) => dispatch({ kind: 'patch', id: node.id, params: { [spec.key]: value } })}
          fieldKeys={fieldKeys}
        />
      ))}
    </Box>
  );
}
