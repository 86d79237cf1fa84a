import type { FormField, StoredQueryItem } from '@darvazeh/shared';
import { SelectField, toOptions } from '../../../components/select-field';
import { queryMessages } from '../../../lib/messages';
import { useAllStoredQueries } from '../api/collection-queries';
import { FieldGrid } from '../../../components/field-grid';

const text = queryMessages.picker;

type QueryPatch = Pick<FormField, 'queryId' | 'fnamePath' | 'valuePath'>;

interface QueryPickerProps {
  field: Pick<FormField, 'queryId' | 'fnamePath' | 'valuePath'>;
  /** Choice fields name the column an option's id is read from; charts do not. */
  withValue: boolean;
  onChange: (patch: QueryPatch) => void;
}

/** The columns a field reads by default: the key column (mapBy) as the value, another one as the label. */
function defaultsOf(query: StoredQueryItem, withValue: boolean): QueryPatch {
  const names = query.columns.map((c) => c.name);
  const mapBy = names.includes(query.definition.mapBy) ? query.definition.mapBy : undefined;
  const label = query.columns.find((c) => c.name !== mapBy)?.name ?? names[0];
  return { queryId: query.id, fnamePath: label, valuePath: withValue ? mapBy : undefined };
}

/**
 * Draws a field's options (or a chart's points) from a stored query's rows: the query by its Persian
 * name, the column that labels each row (`fnamePath`) and, for a choice, the column its value is read
 * from (`valuePath`; the query's key column, mapBy, unless another is chosen).
 */
export function QueryPicker({ field, withValue, onChange }: QueryPickerProps) {
  const queries = useAllStoredQueries().data?.list ?? [];
  const query = queries.find((q) => q.id === Number(field.queryId));
  const columns = (query?.columns ?? []).map((c) => ({ value: c.name, label: c.label }));
  const keyColumn = query?.columns.find((c) => c.name === query.definition.mapBy);
  const pick = (patch: Partial<QueryPatch>) =>
    onChange({ queryId: field.queryId, fnamePath: field.fnamePath, valuePath: field.valuePath, ...patch });
  return (
    <FieldGrid from="sm">
      <SelectField
        size="small"
        label={text.query}
        value={query?.id ?? null}
        options={toOptions(queries, (q) => q.fname)}
        onChange={(id) => {
          const chosen = queries.find((q) => q.id === id);
          onChange(
            chosen
              ? defaultsOf(chosen, withValue)
              : { queryId: undefined, fnamePath: undefined, valuePath: undefined },
          );
        }}
      />
      <SelectField
        size="small"
        label={text.labelColumn}
        value={field.fnamePath ?? null}
        options={columns}
        disabled={!query}
        helperText={query ? (withValue ? undefined : text.chartHint) : text.chooseQuery}
        onChange={(name) => pick({ fnamePath: name ?? undefined })}
      />
      {withValue && (
        <SelectField
          size="small"
          label={text.valueColumn}
          value={field.valuePath ?? null}
          options={columns}
          disabled={!query}
          helperText={keyColumn ? text.valueColumnHint(keyColumn.label) : undefined}
          onChange={(name) => pick({ valuePath: name ?? undefined })}
        />
      )}
    </FieldGrid>
  );
}
