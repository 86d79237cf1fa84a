import type { ComponentType } from 'react';
import Box from '@mui/material/Box';

/**
 * A Jalali day picker a page passes to a feature's filter (the forms feature's, wrapped by the page), so
 * the features stay apart: `value` and `onChange` carry the Jalali day, null when none is picked.
 */
export type DayPicker = ComponentType<{
  label: string;
  name: string;
  value: string | null;
  onChange: (day: string | null) => void;
}>;

interface DayRangeProps {
  DayPicker: DayPicker;
  /** The two pickers' labels. */
  text: { from: string; to: string };
  from: string | null;
  to: string | null;
  onFrom: (day: string | null) => void;
  onTo: (day: string | null) => void;
}

/** A filter row's «from» and «to» days (fields `from` and `to`), each taking an equal share of the row. */
export function DayRange({ DayPicker, text, from, to, onFrom, onTo }: DayRangeProps) {
  return (
    <>
      <Box sx={{ flex: '1 1 150px', minWidth: 0 }}>
        <DayPicker label={text.from} name="from" value={from} onChange={onFrom} />
      </Box>
      <Box sx={{ flex: '1 1 150px', minWidth: 0 }}>
        <DayPicker label={text.to} name="to" value={to} onChange={onTo} />
      </Box>
    </>
  );
}
