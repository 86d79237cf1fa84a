import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import {
  CALL_ON_EVENTS,
  FUNCTION_ENAME_PATTERN,
  MAX_FUNCTION_CACHE_SECONDS,
  functionBody,
  toLatinDigits,
  type CallOnEvent,
} from '@darvazeh/shared';
import { flowProblemCount, LazyFlowEditor, type FlowEditorCollection } from '../../../components/flow-editor';
import { FormActions } from '../../../components/form-actions';
import { SchemaForm } from '../../../components/schema-form';
import { SectionCard } from '../../../components/section-card';
import { PartError, SubSection } from '../../../components/sub-section';
import { SelectField } from '../../../components/select-field';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import type { FieldErrors } from '../../../lib/form-errors';
import { functionMessages, routeNames } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useSaveAndReturn } from '../../../lib/use-save-and-return';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAllExternalServices, useFlowQueries, useSaveFunction } from '../api/function-queries';
import type { FlowExpression, FormField, FunctionBody, FunctionItem } from '../types';
import { InputFieldsEditor, tidyInputFields } from './input-fields-editor';
import { RunLog } from './run-log';
import { TestRunPanel } from './test-run-panel';
import { FieldGrid } from '../../../components/field-grid';
import { useAllCollections, useAllFunctions, useAllServices } from '../../../lib/shared-lists';

const text = functionMessages.form;

interface Values {
  fname: string;
  ename: string;
  callOn: CallOnEvent;
  relatedId: string | null;
  cache: string;
  formFields: FormField[];
  expressions: FlowExpression[];
}

/** "60", "۶۰" become 60; blank is 0; anything else is not a number of seconds. */
function parseCache(value: string): number | null {
  const latin = toLatinDigits(value.trim());
  if (latin === '') return 0;
  return /^\d+$/.test(latin) ? Number(latin) : null;
}

const needsField = (callOn: CallOnEvent) => callOn === 'change' || callOn === 'click';

function bodyOf(values: Values, categoryId: number | null): FunctionBody {
  return {
    fname: values.fname.trim(),
    ename: values.ename.trim(),
    ...(categoryId !== null && { categoryId }),
    callOn: values.callOn,
    relatedId: needsField(values.callOn) ? values.relatedId : null,
    cache: parseCache(values.cache) ?? Number.NaN,
    formFields: tidyInputFields(values.formFields),
    expressions: values.expressions,
  };
}

/**
 * The body a test run sends: the function as edited, with a stand-in name, English name and cache while
 * those are still blank or malformed, since a test run neither stores nor caches anything.
 */
function testRunBody(body: FunctionBody): FunctionBody {
  return {
    ...body,
    fname: body.fname || routeNames.functionNew,
    ename: FUNCTION_ENAME_PATTERN.test(body.ename) ? body.ename : 'draft',
    cache: Number.isFinite(body.cache) ? body.cache : 0,
  };
}

function initialValues(item: FunctionItem | null): Values {
  return {
    fname: item?.fname ?? '',
    ename: item?.ename ?? '',
    callOn: item?.callOn ?? 'load',
    relatedId: item?.relatedId ?? null,
    cache: String(item?.cache ?? 0),
    formFields: (item?.formFields ?? []) as FormField[],
    expressions: (item?.expressions ?? []) as FlowExpression[],
  };
}

interface FunctionFormProps {
  /** The function to edit, or null for a new one. */
  item: FunctionItem | null;
  /** The category a new function is filed under (`new/{categoryId}`). */
  categoryId: number | null;
}

/**
 * A function's definition page: its header (names, when it runs, its field, cache), its input fields, its
 * steps in the flow editor, save; then a test run of the function as edited and, once saved, its run log.
 */
export function FunctionForm({ item, categoryId }: FunctionFormProps) {
  const save = useSaveFunction();
  const leave = useSaveAndReturn(save, item?.id, initialValues(item), pathTo('function-list'));
  const [activeIds, setActiveIds] = useState<ReadonlySet<string>>(new Set());
  const { data: collections } = useAllCollections();
  const { data: functions } = useAllFunctions();
  const { data: externalServices } = useAllExternalServices();
  const { data: queries } = useFlowQueries();
  const { data: services } = useAllServices();
  const category = item?.categoryId ?? categoryId;

  const form = useSchemaForm<Values, FunctionBody>({
    initial: initialValues(item),
    schema: functionBody,
    toBody: (values) => bodyOf(values, category),
    extraErrors: (values) => {
      const found: FieldErrors = {};
      const cache = parseCache(values.cache);
      if (cache === null) found.cache = text.cacheInvalid;
      if (flowProblemCount(values.expressions, values.formFields) > 0) found.expressions = text.flowInvalid;
      return found;
    },
    onValid: (body) => leave.saveThenLeave(body, form.values),
  });
  const { values, set, errors, setErrors, text: bind } = form;

  const change = (next: Partial<Values>) => {
    set(next);
    setActiveIds(new Set());
    const keys = Object.keys(next);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))),
    );
  };
  const field = (name: 'fname' | 'ename' | 'cache', helper?: string) => ({
    ...bind(name, helper),
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  const flowFields = values.formFields.map(({ id, fname, ename, type }) => ({ id, fname, ename, type }));
  const flowCollections: FlowEditorCollection[] = (collections?.list ?? []).map((c) => ({
    id: c.id,
    fname: c.fname,
    fields: c.formInfo.formFields.map(({ id, fname }) => ({ id, fname })),
  }));
  const flowFunctions = (functions?.list ?? [])
    .filter((f) => f.id !== item?.id)
    .map(({ id, fname }) => ({ id, fname }));
  const flowQueries = (queries?.list ?? []).map(({ id, fname }) => ({ id, fname }));
  const flowServices = (services?.list ?? []).map(({ id, serviceFname }) => ({ id, fname: serviceFname }));
  const flowExternalServices = (externalServices?.list ?? []).map(({ id, name }) => ({ id, fname: name }));

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <SectionCard headingLevel="h1" title={item ? text.editTitle : routeNames.functionNew}>
        {item && (
          <Button
            component={RouterLink}
            to={pathTo('function-help', { ename: item.ename })}
            startIcon={<HelpOutlineOutlined />}
            sx={{ justifySelf: 'start' }}
          >
            {text.help}
          </Button>
        )}
        <SchemaForm form={form} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <SubSection gap={1.5} title={text.header}>
            <FieldGrid stretch>
              <TextField required label={functionMessages.name} {...field('fname')} />
              <TextField
                required
                label={functionMessages.ename}
                {...field('ename', functionMessages.enameHint)}
                slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
              />
              <SelectField
                label={functionMessages.callOnLabel}
                name="callOn"
                value={values.callOn}
                options={CALL_ON_EVENTS.map((event) => ({
                  value: event,
                  label: functionMessages.callOn[event],
                }))}
                onChange={(callOn) => change({ callOn: callOn ?? 'load' })}
              />
              {needsField(values.callOn) && (
                <SelectField
                  required
                  name="relatedId"
                  label={text.relatedId}
                  value={values.relatedId}
                  options={values.formFields.map((f) => ({ value: f.id, label: f.fname || f.id }))}
                  error={errors.relatedId !== undefined}
                  helperText={errors.relatedId ?? text.relatedIdHint}
                  onChange={(relatedId) => change({ relatedId })}
                />
              )}
              <TextField
                label={text.cache}
                {...field('cache', text.cacheHint)}
                slotProps={{
                  htmlInput: { dir: 'ltr', inputMode: 'numeric', max: MAX_FUNCTION_CACHE_SECONDS },
                }}
              />
            </FieldGrid>
          </SubSection>
          <SubSection gap={1.5} title={functionMessages.inputs.title}>
            <InputFieldsEditor
              value={values.formFields}
              onChange={(formFields) => change({ formFields })}
              error={errors.formFields}
            />
          </SubSection>
          <SubSection gap={1.5} title={text.flow}>
            <LazyFlowEditor
              value={values.expressions}
              onChange={(expressions) => change({ expressions })}
              fields={flowFields}
              collections={flowCollections}
              functions={flowFunctions}
              queries={flowQueries}
              services={flowServices}
              externalServices={flowExternalServices}
              activeIds={activeIds}
            />
            <PartError name="expressions" error={errors.expressions} />
          </SubSection>
          <FormActions back={{ label: text.back, to: pathTo('function-list') }} isPending={save.isPending} />
        </SchemaForm>
      </SectionCard>
      <SectionCard title={functionMessages.testRun.title}>
        <TestRunPanel body={testRunBody(bodyOf(values, category))} onTrace={setActiveIds} />
      </SectionCard>
      {item && (
        <SectionCard title={functionMessages.log.title} subtitle={functionMessages.log.subtitle}>
          <RunLog functionId={item.id} />
        </SectionCard>
      )}
      <UnsavedChangesGuard when={leave.holdsChanges(values)} />
    </Box>
  );
}
