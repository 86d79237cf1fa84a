import type { ReactNode } from 'react';

/** Props of a Jalali day picker (the page passes the app's picker in, so the features stay apart). */
export interface DateFieldProps {
  label: string;
  name: string;
  /** The day 'YYYY/MM/DD' (Jalali, Latin digits), or null. */
  value: string | null;
  onChange: (day: string | null) => void;
}

/** Draws a Jalali day picker. */
export type DateFieldRenderer = (props: DateFieldProps) => ReactNode;
