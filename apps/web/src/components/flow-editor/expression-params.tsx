// The parameters of one expression as form inputs, chosen by its type (shared's params.ts lists them):
// sources with their parse problems, pickers that show names and store ids, selects for fixed choices,
// and row editors for records and filters.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { HTTP_METHODS, TOAST_COLORS, type FlowExpression } from '@darvazeh/shared';
import { SelectField } from '../select-field';
import { functionMessages } from '../../lib/messages';
import { PipelineField } from './pipeline-field';
import { useFlowEditor } from './flow-editor-context';
import { FilterEditor, PlainPairsEditor, SourcesEditor } from './pairs-editors';
import {
  CollectionPicker,
  FieldPicker,
  FunctionPicker,
  NameField,
  QueryPicker,
  RefField,
  ServicePicker,
  TargetField,
} from './ref-fields';
import { SourceField } from './source-field';

const text = functionMessages.editor;
const label = (key: string) => text.params[key] ?? key;

type Params = Record<string, unknown>;
type Setter = (key: string) => (value: unknown) => void;

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const ref = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : '');
const rec = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, string>) : undefined;

/** The source input of parameter `key`. */
function source(
  p: Params,
  set: Setter,
  key: string,
  extra: { optional?: boolean; allowPlain?: boolean } = {},
) {
  return <SourceField key={key} label={label(key)} value={str(p[key])} onChange={set(key)} {...extra} />;
}

function into(p: Params, set: Setter, optional = false) {
  return (
    <TargetField
      key="into"
      label={label('into')}
      value={str(p.into)}
      onChange={set('into')}
      optional={optional}
    />
  );
}

function collection(p: Params, set: Setter) {
  return (
    <CollectionPicker
      key="collectionId"
      label={label('collectionId')}
      value={ref(p.collectionId)}
      onChange={set('collectionId')}
    />
  );
}

function method(p: Params, set: Setter) {
  return (
    <SelectField
      key="method"
      label={label('method')}
      size="small"
      value={str(p.method) ?? 'get'}
      options={HTTP_METHODS.map((m) => ({ value: m, label: m.toUpperCase() }))}
      onChange={(value) => set('method')(value ?? 'get')}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}

/** The inputs of the parameters of `node`, in the order its type's table gives them. */
function paramInputs(
  node: FlowExpression,
  set: Setter,
  keysOf: (collectionId: unknown) => readonly { id: string; fname: string }[] | undefined,
): ReactNode[] {
  const p = node as unknown as Params;
  switch (node.type) {
    case 'if':
    case 'elseif':
    case 'while':
    case 'dowhile':
      return [source(p, set, 'condition')];
    case 'else':
      return [];
    case 'for':
      return [
        <NameField
          key="variable"
          label={label('variable')}
          value={str(p.variable)}
          onChange={set('variable')}
        />,
        source(p, set, 'from'),
        source(p, set, 'to'),
        source(p, set, 'step', { optional: true }),
      ];
    case 'forEach':
      return [
        <NameField
          key="variable"
          label={label('variable')}
          value={str(p.variable)}
          onChange={set('variable')}
        />,
        source(p, set, 'source'),
      ];
    case 'var':
      return [
        <NameField key="name" label={label('name')} value={str(p.name)} onChange={set('name')} />,
        source(p, set, 'value'),
      ];
    case 'varAssign':
      return [
        <TargetField key="name" label={label('name')} value={str(p.name)} onChange={set('name')} />,
        source(p, set, 'value'),
      ];
    case 'arrayPush':
      return [
        <TargetField key="array" label={label('array')} value={str(p.array)} onChange={set('array')} />,
        source(p, set, 'value'),
      ];
    case 'arrayDelete':
      return [
        <TargetField key="array" label={label('array')} value={str(p.array)} onChange={set('array')} />,
        source(p, set, 'index'),
      ];
    case 'subform':
    case 'hideSubform':
      return [
        <FieldPicker
          key="fieldId"
          label={label('fieldId')}
          value={str(p.fieldId) ?? ''}
          onChange={set('fieldId')}
          types={['subform']}
        />,
      ];
    case 'toast':
      return [
        <SelectField
          key="color"
          label={label('color')}
          size="small"
          value={str(p.color) ?? 'success'}
          options={TOAST_COLORS.map((c) => ({ value: c, label: text.toastColors[c] ?? c }))}
          onChange={(value) => set('color')(value ?? 'success')}
        />,
        source(p, set, 'title', { optional: true, allowPlain: true }),
        source(p, set, 'text', { allowPlain: true }),
      ];
    case 'disableForm':
      return [source(p, set, 'disabled')];
    case 'redirect':
      return [source(p, set, 'url', { allowPlain: true })];
    case 'arraySearch':
      return [
        source(p, set, 'array'),
        <NameField key="item" label={label('item')} value={str(p.item)} onChange={set('item')} optional />,
        source(p, set, 'condition'),
        into(p, set),
      ];
    case 'arrayFromExcel':
      return [
        <FieldPicker
          key="fileField"
          label={label('fileField')}
          value={str(p.fileField) ?? ''}
          onChange={set('fileField')}
          types={['file']}
        />,
        <PlainPairsEditor
          key="columns"
          label={label('columns')}
          keys={['name', 'fname']}
          labels={[text.pair.columnName, text.pair.columnTitle]}
          value={p.columns as { name?: string; fname?: string }[] | undefined}
          onChange={set('columns')}
        />,
        into(p, set),
      ];
    case 'functionCall':
      return [
        <FunctionPicker
          key="functionId"
          label={label('functionId')}
          value={ref(p.functionId)}
          onChange={set('functionId')}
        />,
        <SourcesEditor
          key="inputs"
          label={label('inputs')}
          value={rec(p.inputs)}
          onChange={(v) => set('inputs')(v ?? {})}
        />,
        into(p, set, true),
      ];
    case 'fetch':
      return [
        <FunctionPicker
          key="serviceId"
          label={label('serviceId')}
          value={p.serviceId as string | number | undefined}
          onChange={set('serviceId')}
          optional
        />,
        source(p, set, 'url', { optional: true, allowPlain: true }),
        method(p, set),
        <SourcesEditor
          key="headers"
          label={label('headers')}
          value={rec(p.headers)}
          onChange={set('headers')}
          optional
        />,
        source(p, set, 'body', { optional: true, allowPlain: true }),
        <PlainPairsEditor
          key="outputs"
          label={label('outputs')}
          keys={['name', 'path']}
          labels={[text.pair.key, text.pair.path]}
          value={p.outputs as { name?: string; path?: string }[] | undefined}
          onChange={(rows) => set('outputs')(rows.length > 0 ? rows : undefined)}
        />,
        into(p, set),
      ];
    case 'curl':
      return [
        source(p, set, 'url', { allowPlain: true }),
        method(p, set),
        <SourcesEditor
          key="headers"
          label={label('headers')}
          value={rec(p.headers)}
          onChange={(v) => set('headers')(v ?? {})}
        />,
        source(p, set, 'body', { optional: true, allowPlain: true }),
        into(p, set),
      ];
    case 'read':
      return [
        collection(p, set),
        <FilterEditor
          key="where"
          label={label('where')}
          value={node.where}
          onChange={set('where')}
          keys={keysOf(p.collectionId)}
          optional
        />,
        <QueryPicker
          key="queryId"
          label={label('queryId')}
          value={p.queryId as string | number | undefined}
          onChange={set('queryId')}
        />,
        into(p, set),
      ];
    case 'create':
    case 'createIfNotExist':
      return [
        collection(p, set),
        <SourcesEditor
          key="values"
          label={label('values')}
          value={rec(p.values)}
          onChange={(v) => set('values')(v ?? {})}
          keys={keysOf(p.collectionId)}
        />,
        <FilterEditor
          key="where"
          label={label('where')}
          value={node.where}
          onChange={set('where')}
          keys={keysOf(p.collectionId)}
          optional
        />,
        into(p, set, true),
      ];
    case 'update':
      return [
        collection(p, set),
        <FilterEditor
          key="where"
          label={label('where')}
          value={node.where}
          onChange={(v) => set('where')(v ?? {})}
          keys={keysOf(p.collectionId)}
        />,
        <SourcesEditor
          key="values"
          label={label('values')}
          value={rec(p.values)}
          onChange={(v) => set('values')(v ?? {})}
          keys={keysOf(p.collectionId)}
        />,
      ];
    case 'delete':
      return [
        collection(p, set),
        <FilterEditor
          key="where"
          label={label('where')}
          value={node.where}
          onChange={(v) => set('where')(v ?? {})}
          keys={keysOf(p.collectionId)}
        />,
      ];
    case 'mongo':
      return [
        collection(p, set),
        <PipelineField
          key="pipeline"
          label={label('pipeline')}
          value={Array.isArray(p.pipeline) ? p.pipeline : []}
          onChange={set('pipeline')}
        />,
        into(p, set),
      ];
    case 'createProcess':
      return [
        <ServicePicker
          key="processId"
          label={label('processId')}
          value={ref(p.processId)}
          onChange={set('processId')}
        />,
        <SourcesEditor
          key="inputs"
          label={label('inputs')}
          value={rec(p.inputs)}
          onChange={set('inputs')}
          optional
        />,
        into(p, set, true),
      ];
    case 'statusProcess':
      return [source(p, set, 'requestId'), into(p, set)];
    case 'elementPassCount':
      return [
        <ServicePicker
          key="processId"
          label={label('processId')}
          value={ref(p.processId)}
          onChange={set('processId')}
        />,
        <RefField
          key="elementId"
          label={label('elementId')}
          value={ref(p.elementId)}
          onChange={set('elementId')}
        />,
        into(p, set),
      ];
    case 'checkProcessStep':
      return [
        source(p, set, 'requestId'),
        <RefField
          key="elementId"
          label={label('elementId')}
          value={ref(p.elementId)}
          onChange={set('elementId')}
        />,
        into(p, set),
      ];
  }
}

/** The parameter inputs of one card, stacked. */
export function ExpressionParams({ node }: { node: FlowExpression }) {
  const { dispatch, collections } = useFlowEditor();
  const set: Setter = (key) => (value) => dispatch({ kind: 'patch', id: node.id, params: { [key]: value } });
  const keysOf = (collectionId: unknown) => collections.find((c) => c.id === collectionId)?.fields;
  const inputs = paramInputs(node, set, keysOf);
  if (inputs.length === 0) return null;
  return <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>{inputs}</Box>;
}
