import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { storedQueryBody } from '@darvazeh/shared';
import { FormActions } from '../../../components/form-actions';
import { SchemaForm } from '../../../components/schema-form';
import { SectionCard } from '../../../components/section-card';
import { PartError, SubSection } from '../../../components/sub-section';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import type { FieldErrors } from '../../../lib/form-errors';
import { queryMessages as m } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useSaveAndReturn } from '../../../lib/use-save-and-return';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveQuery } from '../api/query-queries';
import {
  definitionOf,
  draftOf,
  emptyDraft,
  fieldIn,
  isRunnable,
  limitOf,
  resolveSources,
  type DefinitionDraft,
} from '../definition-draft';
import type { StoredQueryBody, StoredQueryItem } from '../types';
import { columnsOf } from './column-labels';
import { DefinitionEditor } from './definition-editor';
import { QueryPreview } from './query-preview';
import { useSourceCollectionList } from './use-source-collections';

const text = m.form;

interface Values {
  fname: string;
  description: string;
  draft: DefinitionDraft;
}

const initialValues = (item: StoredQueryItem | null): Values => ({
  fname: item?.fname ?? '',
  description: item?.description ?? '',
  draft: item ? draftOf(item.definition) : emptyDraft(),
});

/**
 * A stored query's page: its name and description, its definition as a form (never JSON), save; then a
 * preview that runs the definition as edited and shows its rows under Persian column labels.
 */
export function QueryForm({ item }: { item: StoredQueryItem | null }) {
  const save = useSaveQuery();
  const collections = useSourceCollectionList();
  const leave = useSaveAndReturn(save, item?.id, initialValues(item), pathTo('query-list'));

  const form = useSchemaForm<Values, StoredQueryBody>({
    initial: initialValues(item),
    schema: storedQueryBody,
    toBody: (values) => {
      const resolved = resolveSources(values.draft, collections);
      return {
        fname: values.fname.trim(),
        description: values.description.trim() || null,
        definition: definitionOf(values.draft, (alias, id) => fieldIn(resolved, alias, id)?.kind),
      };
    },
    extraErrors: (values) => {
      const found: FieldErrors = {};
      if (limitOf(values.draft.limit) === null) found.limit = m.ordering.limitInvalid;
      if (!isRunnable(values.draft)) found.definition = text.incomplete;
      return found;
    },
    onValid: (body) => leave.saveThenLeave(body, form.values),
  });
  const { values, set, errors, text: bind } = form;

  const resolved = resolveSources(values.draft, collections);
  const labels = new Map(columnsOf(values.draft, resolved).map((c) => [c.name, c.label]));
  const runnable = isRunnable(values.draft) && limitOf(values.draft.limit) !== null;
  const preview = runnable
    ? definitionOf(values.draft, (alias, id) => fieldIn(resolved, alias, id)?.kind)
    : null;

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <SectionCard headingLevel="h1" title={item ? text.editTitle : m.list.create}>
        <SchemaForm form={form} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <SubSection gap={2} title={text.header}>
            <TextField required label={m.name} {...bind('fname')} />
            <TextField multiline minRows={2} label={m.description} {...bind('description')} />
          </SubSection>
          <SubSection gap={2} title={text.definition}>
            <DefinitionEditor
              draft={values.draft}
              collections={collections}
              onChange={(draft) => set({ draft })}
              limitError={errors.limit}
            />
            <PartError name="definition" error={errors.definition} />
          </SubSection>
          <FormActions back={{ label: text.back, to: pathTo('query-list') }} isPending={save.isPending} />
        </SchemaForm>
      </SectionCard>
      <SectionCard title={m.preview.title}>
        <QueryPreview definition={preview} labels={labels} />
      </SectionCard>
      <UnsavedChangesGuard when={leave.holdsChanges(values)} />
    </Box>
  );
}
