// `/panel/bi/detail/{id?}` and `/panel/bi/new/{categoryId}` (Admin): a dashboard's title and category,
// its filters, its cards (stored query, how it draws, place and size on the grid, which filter binds which
// field) and who it is shared with. Cards are arranged by dragging and resizing them on the grid, or, with
// the keyboard, by each card's column, row, width and height fields.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { dashboardBody, DASHBOARD_FILTER_KINDS, type DashboardFilterKind } from '@darvazeh/shared';
import { EditableRows } from '../../../components/editable-rows';
import { FieldGrid } from '../../../components/field-grid';
import { FormActions } from '../../../components/form-actions';
import { HeadingWithHint } from '../../../components/heading-with-hint';
import { SchemaForm } from '../../../components/schema-form';
import { SectionCard } from '../../../components/section-card';
import { SelectField } from '../../../components/select-field';
import { PartError } from '../../../components/sub-section';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { dashboardMessages, routeNames } from '../../../lib/messages';
import { pathTo } from '../../../lib/paths';
import { useSaveAndReturn } from '../../../lib/use-save-and-return';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCategoryChoices, useSaveDashboard } from '../api/dashboard-queries';
import { clampLayout, freshId, inLayoutOrder, SHOW_NONE } from '../card-data';
import type { DashboardBody, DashboardCard, DashboardFilter, DashboardItem, DashboardShare } from '../types';
import { CardsEditor } from './cards-editor';
import { SharesEditor } from './shares-editor';

const text = dashboardMessages.form;

interface Values {
  title: string;
  categoryId: number | null;
  filters: DashboardFilter[];
  cards: DashboardCard[];
  shares: DashboardShare[];
}

function initialValues(item: DashboardItem | null, categoryId: number | null): Values {
  return {
    title: item?.title ?? '',
    categoryId: item?.categoryId ?? categoryId,
    filters: item?.filters ?? [],
    cards: inLayoutOrder(item?.cards ?? []),
    shares: item?.shares ?? [],
  };
}

function bodyOf(values: Values): DashboardBody {
  return {
    title: values.title,
    categoryId: values.categoryId,
    filters: values.filters,
    cards: values.cards.map((card) => ({ ...card, layout: clampLayout(card.layout) })),
    shares: values.shares,
  };
}

/** A part of the form under an h2 with its hint. */
export function FormPart({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <HeadingWithHint id={headingId} level="h2" title={title} hint={hint} />
      {children}
    </Box>
  );
}

interface DashboardFormProps {
  item: DashboardItem | null;
  /** The category a new dashboard is filed under (`new/{categoryId}`). */
  categoryId: number | null;
}

export function DashboardForm({ item, categoryId }: DashboardFormProps) {
  const save = useSaveDashboard();
  const initial = initialValues(item, categoryId);
  const leave = useSaveAndReturn(save, item?.id, initial, pathTo('bi-list'));
  const categories = useCategoryChoices();
  const form = useSchemaForm<Values, DashboardBody>({
    initial,
    schema: dashboardBody,
    toBody: bodyOf,
    onValid: (body) => leave.saveThenLeave(body, form.values),
  });
  const { values, set, errors, text: bind } = form;

  const setFilters = (filters: DashboardFilter[]) => {
    // A card keeps only the bindings of filters that are still there.
    const kept = new Set(filters.map((f) => f.id));
    set({
      filters,
      cards: values.cards.map((c) => ({ ...c, bindings: c.bindings.filter((b) => kept.has(b.filterId)) })),
    });
  };

  return (
    <SectionCard headingLevel="h1" title={item ? text.editTitle : routeNames.dashboardNew}>
      <SchemaForm form={form} sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <FormPart title={text.header}>
          <FieldGrid>
            <TextField required label={text.title} {...bind('title')} />
            <SelectField
              name="categoryId"
              label={text.category}
              value={values.categoryId}
              noneLabel={dashboardMessages.list.noCategory}
              options={categories.map((c) => ({ value: c.id, label: c.name, depth: c.depth }))}
              onChange={(id) => set({ categoryId: id })}
              error={errors.categoryId !== undefined}
              helperText={errors.categoryId}
              slotProps={SHOW_NONE}
            />
          </FieldGrid>
        </FormPart>
        <FormPart title={text.filters} hint={text.filtersHint}>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <EditableRows
              rows={values.filters}
              onChange={setFilters}
              rowKey={(f) => f.id}
              removeLabel={(_f, i) => text.removeFilter(i + 1)}
              addLabel={text.addFilter}
              canAdd={values.filters.length < 12}
              newRow={() => ({
                id: freshId('f', values.filters),
                kind: 'dateRange' as const,
                title: text.filterKinds.dateRange,
              })}
              renderRow={(filter, i, replace) => (
                <Box
                  role="group"
                  aria-label={text.filter(i + 1)}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, flex: 1, minWidth: 0 }}
                >
                  <TextField
                    size="small"
                    label={text.filterTitle}
                    value={filter.title}
                    onChange={(event) => replace({ ...filter, title: event.target.value })}
                    sx={{ flex: '1 1 180px' }}
                  />
                  <SelectField<DashboardFilterKind>
                    size="small"
                    label={text.filterKind}
                    value={filter.kind}
                    options={DASHBOARD_FILTER_KINDS.map((kind) => ({
                      value: kind,
                      label: text.filterKinds[kind],
                    }))}
                    onChange={(kind) =>
                      replace({
                        id: filter.id,
                        title: filter.title,
                        kind: kind ?? 'dateRange',
                        ...(kind === 'parameter' && { op: 'eq' as const }),
                      })
                    }
                    sx={{ flex: '1 1 160px' }}
                  />
                </Box>
              )}
            />
          </Box>
          <PartError name="filters" error={errors.filters} />
        </FormPart>
        <FormPart title={text.cards} hint={text.cardsHint}>
          <CardsEditor cards={values.cards} filters={values.filters} onChange={(cards) => set({ cards })} />
          <PartError name="cards" error={errors.cards} />
        </FormPart>
        <FormPart title={text.shares} hint={text.sharesHint}>
          <SharesEditor shares={values.shares} onChange={(shares) => set({ shares })} />
          <PartError name="shares" error={errors.shares} />
        </FormPart>
        <FormActions back={{ label: text.back, to: pathTo('bi-list') }} isPending={save.isPending} />
      </SchemaForm>
      <UnsavedChangesGuard when={leave.holdsChanges(values)} />
    </SectionCard>
  );
}
