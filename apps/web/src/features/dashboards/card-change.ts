// A number card's change against the period before its date range (the server's `previous` answer): up,
// down or the same, by a whole percentage of the earlier value; none without a previous period, or when
// either value is not a number or the earlier one is 0 (no percentage of nothing).
import { formatThousands } from '@darvazeh/shared';
import { dashboardMessages } from '../../lib/messages';
import { numberCardValue } from './card-data';
import type { DashboardCardData } from './types';

export interface CardChange {
  dir: 'up' | 'down' | 'same';
  /** The change's size in whole percent of the previous value (never negative). */
  percent: number;
}

export function changeOf(data: DashboardCardData): CardChange | null {
  if (!data.previous) return null;
  const now = numberCardValue(data);
  const before = numberCardValue({ ...data, rows: data.previous.rows });
  if (now === null || before === null || before === 0) return null;
  const percent = Math.round((Math.abs(now - before) / Math.abs(before)) * 100);
  if (percent === 0) return { dir: 'same', percent };
  return { dir: (now - before) * Math.sign(before) > 0 ? 'up' : 'down', percent };
}

/** «۱۲٪ بیشتر از دوره پیش»: a number card's change in words (on the card and in its image). */
export function changeWords(change: CardChange): string {
  const words = dashboardMessages.show.change;
  const percent = `${formatThousands(change.percent)}٪`;
  return change.dir === 'same' ? words.same : words[change.dir](percent);
}
