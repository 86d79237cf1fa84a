// The cards of a dashboard being defined: each a stored query drawn one way, its width and height on the
// 12-column grid, its place in the order (move buttons: usable with the keyboard), and which field of its
// query each dashboard filter binds.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import { CHART_TYPES, type ChartType, type StoredQueryItem } from '@darvazeh/shared';
import { EditableRows } from '../../../components/editable-rows';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { dashboardMessages } from '../../../lib/messages';
import { useAllStoredQueries, useDataCollections, useSystemCollections } from '../api/dashboard-queries';
import { freshId, SHOW_NONE } from '../card-data';
import type { DashboardCard, DashboardFilter } from '../types';

const text = dashboardMessages.form;

/** The chart types the editor offers. */
const OFFERED: readonly ChartType[] = CHART_TYPES;
const WIDTHS = [3, 4, 6, 8, 12];
const HEIGHTS = [3, 4, 6];

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
  const move = (index: number, by: number) => {
    const next = [...cards];
    const [card] = next.splice(index, 1);
    next.splice(index + by, 0, card!);
    onChange(next);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
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
        canAdd={cards.length < 24}
        newRow={() => ({
          id: freshId('c', cards),
          title: '',
          queryId: 0,
          chartType: 'number' as const,
          options: {},
          layout: { x: 0, y: 0, w: 6, h: 4 },
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
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, flex: 1 }}>
                  {text.card(i + 1)}
                </Typography>
                <IconButton aria-label={text.moveUp(i + 1)} disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUpwardOutlined />
                </IconButton>
                <IconButton
                  aria-label={text.moveDown(i + 1)}
                  disabled={i === cards.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownwardOutlined />
                </IconButton>
              </Box>
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
                <SelectField
                  size="small"
                  label={text.width}
                  value={card.layout.w}
                  options={WIDTHS.map((w) => ({ value: w, label: text.widths[w] ?? '' }))}
                  onChange={(w) => replace({ ...card, layout: { ...card.layout, x: 0, w: w ?? 6 } })}
                />
                <SelectField
                  size="small"
                  label={text.height}
                  value={card.layout.h}
                  options={HEIGHTS.map((h) => ({ value: h, label: text.heights[h] ?? '' }))}
                  onChange={(h) => replace({ ...card, layout: { ...card.layout, h: h ?? 4 } })}
                />
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
