import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SelectField } from '../../../components/select-field';
import { isoDayOfJalali, jalaliOfIsoDay } from '../../../lib/jalali-days';
import type { DeletedFilter, DeletedKind } from '../types';
import { commonMessages, recycleBinMessages as text } from '../../../lib/messages';

/** Props of a Jalali day picker (the page passes the app's picker in, so the features stay apart). */
export interface DateFieldProps {
  label: string;
  name: string;
  /** The day 'YYYY/MM/DD' (Jalali), or null. */
  value: string | null;
  onChange: (day: string | null) => void;
}

/** Draws a Jalali day picker. */
export type DateFieldRenderer = (props: DateFieldProps) => ReactNode;

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
  const [draft, setDraft] = useState<DeletedFilter>(filter);
  const set = (part: Partial<DeletedFilter>) => setDraft((d) => ({ ...d, ...part }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const handleClear = () => {
    setDraft(EMPTY);
    onApply(EMPTY);
  };
  const day = (name: 'from' | 'to', label: string) =>
    renderDate({
      label,
      name,
      value: draft[name] ? jalaliOfIsoDay(draft[name]) : null,
      onChange: (picked) => set({ [name]: picked ? isoDayOfJalali(picked) : null }),
    });
  return (
    <Box
      component="form"
      role="search"
      aria-label={text.filters}
      onSubmit={handleSubmit}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
        alignItems: 'center',
      }}
    >
      <SelectField<string>
        label={text.kind}
        value={draft.kind}
        noneLabel={text.allKinds}
        options={kinds.map((k) => ({ value: k.kind, label: k.label }))}
        onChange={(kind) => set({ kind })}
      />
      {day('from', text.from)}
      {day('to', text.to)}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {commonMessages.search}
        </Button>
        <Button type="button" variant="outlined" onClick={handleClear}>
          {commonMessages.clear}
        </Button>
      </Box>
    </Box>
  );
}
