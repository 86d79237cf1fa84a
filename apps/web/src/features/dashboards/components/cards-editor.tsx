// The cards of a dashboard being defined: each a stored query drawn one way, its place on the 12-column
// grid (dragged and resized in the arrangement above the cards, or written in its column, row, width and
// height fields: usable with the keyboard), and which field of its query each dashboard filter binds.
import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHART_TYPES,
  DASHBOARD_LIMITS,
  toLatinDigits,
  toPersianDigits,
  type ChartType,
  type StoredQueryItem,
} from '@darvazeh/shared';
import { EditableRows } from '../../../components/editable-rows';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { dashboardMessages } from '../../../lib/messages';
import { useAllStoredQueries, useDataCollections, useSystemCollections } from '../api/dashboard-queries';
import { clampLayout, freshId, rowBelow, SHOW_NONE } from '../card-data';
import type { DashboardCard, DashboardFilter } from '../types';

/** The drag-and-resize arrangement: react-grid-layout in its own chunk, loaded with the editor only. */
const CardsGrid = lazy(() => import('./cards-grid'));
const text = dashboardMessages.form;

/** The chart types the editor offers. */
const OFFERED: readonly ChartType[] = CHART_TYPES;

type Layout = DashboardCard['layout'];

/** The column, row, width and height fields of a card's layout. */
const LAYOUT_FIELDS: { key: keyof Layout; label: string }[] = [
  { key: 'x', label: text.column },
  { key: 'y', label: text.row },
  { key: 'w', label: text.width },
  { key: 'h', label: text.height },
];

/** A layout with field `key` set to what was typed in any digits (clamped; a blank or non-number keeps it). */
function withField(layout: Layout, key: keyof Layout, typed: string): Layout {
  const latin = toLatinDigits(typed).trim();
  if (!/^\d{1,4}$/.test(latin)) return layout;
  return clampLayout({ ...layout, [key]: Number(latin) });
}

/**
 * One number of a card's layout in Persian digits: what is typed stays as typed while the field has the
 * focus (the layout takes it clamped), and shows the layout's value once it leaves.
 */
function LayoutField({
  label,
  value,
  onType,
}: {
  label: string;
  value: number;
  onType: (typed: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      size="small"
      label={label}
      value={draft ?? toPersianDigits(String(value))}
      onFocus={() => setDraft(toPersianDigits(String(value)))}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        setDraft(event.target.value);
        onType(event.target.value);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
    />
  );
}

/** A collection's fields by id, as the binding pickers name them. */
type FieldsOf = (collectionId: number | string) => { name: string; fields: { id: string; fname: string }[] };

/** The fields of `query` a filter may bind: «field» or, over several sources, «collection: field». */
function fieldOptions(query: StoredQueryItem | undefined, fieldsOf: FieldsOf): SelectOption<string>[] {
  if (!query) return [];
  const sources = query.definition.sources;
  return sources.flatMap((source) => {
    const { name, fields } = fieldsOf(source.collectionId);
    return fields.map((field) => ({
      value: `${source.alias}.${field.id}`,
      label: sources.length > 1 ? `${name}: ${field.fname}` : field.fname,
    }));
  });
}

interface CardsEditorProps {
  cards: DashboardCard[];
  filters: DashboardFilter[];
  onChange: (cards: DashboardCard[]) => void;
}

export function CardsEditor({ cards, filters, onChange }: CardsEditorProps) {
  const queries = useAllStoredQueries().data?.list ?? [];
  const collections = useDataCollections().data?.list ?? [];
  const system = useSystemCollections().data ?? [];
  const fieldsOf: FieldsOf = (collectionId) => {
    if (typeof collectionId === 'string') {
      const found = system.find((c) => c.name === collectionId);
      return { name: found?.fname ?? '', fields: found?.fields ?? [] };
    }
    const found = collections.find((c) => c.id === collectionId);
    return { name: found?.fname ?? '', fields: found?.formInfo.formFields ?? [] };
  };
  const arrangementId = useId();

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {cards.length > 0 && (
        <Box
          component="section"
          aria-labelledby={arrangementId}
          sx={{ display: 'grid', gap: 1, minWidth: 0 }}
        >
          <Typography id={arrangementId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {text.arrangement}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text.arrangementHint}
          </Typography>
          <Suspense fallback={null}>
            <CardsGrid cards={cards} onChange={onChange} />
          </Suspense>
        </Box>
      )}
      {queries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.noQueries}
        </Typography>
      )}
      <EditableRows
        rows={cards}
        onChange={onChange}
        rowKey={(c) => c.id}
        removeLabel={(_c, i) => text.removeCard(i + 1)}
        addLabel={text.addCard}
        canAdd={cards.length < DASHBOARD_LIMITS.cards}
        newRow={() => ({
          id: freshId('c', cards),
          title: '',
          queryId: 0,
          chartType: 'number' as const,
          options: {},
          layout: clampLayout({ x: 0, y: rowBelow(cards), w: 6, h: 4 }),
          bindings: [],
          portalWide: false,
        })}
        rowSx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        renderRow={(card, i, replace) => {
          const query = queries.find((q) => q.id === card.queryId);
          const fields = fieldOptions(query, fieldsOf);
          const bound = (filterId: string) => {
            const b = card.bindings.find((x) => x.filterId === filterId);
            return b ? `${b.source}.${b.fieldId}` : null;
          };
          const bind = (filterId: string, value: string | null) => {
            const others = card.bindings.filter((b) => b.filterId !== filterId);
            if (!value) return replace({ ...card, bindings: others });
            const [source = '', ...rest] = value.split('.');
            replace({ ...card, bindings: [...others, { filterId, source, fieldId: rest.join('.') }] });
          };
          return (
            <Paper
              variant="outlined"
              role="group"
              aria-label={text.card(i + 1)}
              sx={{ p: 1.5, display: 'grid', gap: 1.5, flex: 1, minWidth: 0 }}
            >
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {text.card(i + 1)}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <TextField
                  size="small"
                  required
                  label={text.cardTitle}
                  value={card.title}
                  onChange={(event) => replace({ ...card, title: event.target.value })}
                />
                <SelectField
                  size="small"
                  required
                  label={text.query}
                  value={card.queryId || null}
                  options={queries.map((q) => ({ value: q.id, label: q.fname }))}
                  onChange={(queryId) => replace({ ...card, queryId: queryId ?? 0, bindings: [] })}
                />
                <SelectField<ChartType>
                  size="small"
                  label={text.chartType}
                  value={card.chartType}
                  options={OFFERED.map((t) => ({ value: t, label: text.chartTypes[t] }))}
                  onChange={(chartType) => replace({ ...card, chartType: chartType ?? 'number' })}
                />
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
                  {LAYOUT_FIELDS.map(({ key, label }) => (
                    <LayoutField
                      key={key}
                      label={label}
                      value={card.layout[key]}
                      onType={(typed) => replace({ ...card, layout: withField(card.layout, key, typed) })}
                    />
                  ))}
                </Box>
                {filters.map((filter) => (
                  <SelectField
                    key={filter.id}
                    size="small"
                    label={text.binding(filter.title)}
                    value={bound(filter.id)}
                    noneLabel={text.notBound}
                    options={fields}
                    onChange={(value) => bind(filter.id, value)}
                    slotProps={SHOW_NONE}
                  />
                ))}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                {card.chartType === 'bar' && (
                  <>
                    <SwitchField
                      label={text.horizontal}
                      checked={card.options.horizontal ?? false}
                      onChange={(horizontal) =>
                        replace({ ...card, options: { ...card.options, horizontal } })
                      }
                    />
                    <SwitchField
                      label={text.stacked}
                      checked={card.options.stacked ?? false}
                      onChange={(stacked) => replace({ ...card, options: { ...card.options, stacked } })}
                    />
                  </>
                )}
                <SwitchField
                  label={text.portalWide}
                  checked={card.portalWide}
                  onChange={(portalWide) => replace({ ...card, portalWide })}
                />
              </Box>
              {card.portalWide && (
                <Typography variant="caption" color="text.secondary">
                  {text.portalWideHint}
                </Typography>
              )}
            </Paper>
          );
        }}
      />
    </Box>
  );
}
