import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isoDayOfJalali } from '@darvazeh/shared';
import { jalaliOfIsoDay } from '../lib/jalali-days';
import { commonMessages } from '../lib/messages';
import type { DateFieldRenderer } from './date-field';

/** A filter's ISO-day bounds (Tehran days, 'YYYY-MM-DD'), edited with Jalali pickers. */
type DayRange = { from: string | null; to: string | null };

/**
 * A filter bar's draft: edited field by field, applied whole on «جستجو» (`apply`), and `clear` drops it
 * back to `empty` and applies that at once. `day` draws the picker of one bound of the day range.
 */
export function useFilterDraft<T extends DayRange>(
  filter: T,
  empty: T,
  onApply: (draft: T) => void,
  renderDate: DateFieldRenderer,
) {
  const [draft, setDraft] = useState<T>(filter);
  const set = (part: Partial<T>) => setDraft((d) => ({ ...d, ...part }));
  const apply = () => onApply(draft);
  const clear = () => {
    setDraft(empty);
    onApply(empty);
  };
  const day = (name: keyof DayRange, label: string) =>
    renderDate({
      label,
      name,
      value: draft[name] ? jalaliOfIsoDay(draft[name]) : null,
      onChange: (picked) => set({ [name]: picked ? isoDayOfJalali(picked) : null } as Partial<T>),
    });
  return { draft, set, apply, clear, day };
}

interface FilterFormProps {
  /** The search landmark's name. */
  label: string;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}

/** A search form of filter fields in a grid (one column on a phone, four wide), then «جستجو» and «پاک کردن». */
export function FilterForm({ label, onApply, onClear, children }: FilterFormProps) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
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
      {children}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {commonMessages.search}
        </Button>
        <Button type="button" variant="outlined" onClick={onClear}>
          {commonMessages.clear}
        </Button>
      </Box>
    </Box>
  );
}
