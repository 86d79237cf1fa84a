import { queryMessages as m } from '../../../lib/messages';
import {
  columnLabel,
  fieldIn,
  isAggregate,
  outputNameOf,
  type DefinitionDraft,
  type ResolvedSource,
} from '../definition-draft';

const words = {
  aggregates: m.aggregates,
  dateGroups: m.dateGroups,
  optionLabel: m.optionLabel,
  join: m.columnLabel,
};

/** Every output column of the draft by its name in the rows, with its Persian label, in order. */
export function columnsOf(
  draft: DefinitionDraft,
  resolved: readonly ResolvedSource[],
): { name: string; label: string; isAggregate: boolean }[] {
  const columns = draft.columns.map((column) => {
    const field = fieldIn(resolved, column.source, column.fieldId);
    return {
      name: outputNameOf(column),
      label: columnLabel(column, field?.fname ?? column.fieldId, words),
      isAggregate: isAggregate(column.apply),
    };
  });
  const computed = draft.kept.computingFields.map((c) => ({ name: c.as, label: c.as, isAggregate: false }));
  return [...columns, ...computed];
}
