import { SelectField } from '../../../components/select-field';
import type { DateFieldRenderer } from '../../../components/date-field';
import { FilterForm, useFilterDraft } from '../../../components/filter-form';
import type { DeletedFilter, DeletedKind } from '../types';
import { recycleBinMessages as text } from '../../../lib/messages';

const EMPTY: DeletedFilter = { kind: null, from: null, to: null };

/** The bin's filters: a kind and a Jalali range of deletion days, applied together on «جستجو». */
export function DeletedFilterBar({
  kinds,
  filter,
  onApply,
  renderDate,
}: {
  kinds: readonly DeletedKind[];
  filter: DeletedFilter;
  onApply: (filter: DeletedFilter) => void;
  renderDate: DateFieldRenderer;
}) {
  const { draft, set, apply, clear, day } = useFilterDraft(filter, EMPTY, onApply, renderDate);
  return (
    <FilterForm label={text.filters} onApply={apply} onClear={clear}>
      <SelectField<string>
        label={text.kind}
        value={draft.kind}
        noneLabel={text.allKinds}
        options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
        onChange={(kind) => set({ kind })}
      />
      {day('from', text.from)}
      {day('to', text.to)}
    </FilterForm>
  );
}
