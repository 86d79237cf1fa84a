import type { ComponentType } from 'react';

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
