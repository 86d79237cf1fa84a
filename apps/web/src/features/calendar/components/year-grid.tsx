import { memo } from 'react';
import Box from '@mui/material/Box';
import { toPersianDigits, type CalendarYearView } from '@darvazeh/shared';
import { calendarMessages, commonMessages } from '../../../lib/messages';
import { isWeeklyHoliday, monthWeeks, type MonthDay } from '../jalali-month';

const text = calendarMessages;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** How a day looks: a counted holiday, a stored one that waits for the year's confirmation, a weekly one. */
type DayKind = 'holiday' | 'pending' | 'weekly' | 'working';

interface YearGridProps {
  year: CalendarYearView;
  /** 'YYYY-MM-DD' of today in Tehran, outlined. */
  today: string;
  /** The day chosen for the holiday form. */
  selected: string | null;
  onSelect: (day: string) => void;
}

const CELL = 34;

// Colours from the theme's error and primary shades, each with text that keeps axe's 4.5:1 contrast.
const cellSx = {
  holiday: { bgcolor: 'error.main', color: 'error.contrastText', fontWeight: 700 },
  pending: { border: '2px dashed', borderColor: 'error.main', color: 'error.dark' },
  weekly: { color: 'error.dark' },
  working: { color: 'text.primary' },
} as const;

/** A Jalali year's twelve months as tables of weeks from Saturday, holidays and weekly holidays marked. */
export const YearGrid = memo(function YearGrid({ year, today, selected, onSelect }: YearGridProps) {
  const counted = new Map(year.counted.map((holiday) => [holiday.day, holiday.title]));
  const stored = new Map(year.holidays.map((holiday) => [holiday.day, holiday.title]));
  const kindOf = (cell: MonthDay): DayKind => {
    if (counted.has(cell.day)) return 'holiday';
    if (stored.has(cell.day)) return 'pending';
    return isWeeklyHoliday(cell.weekday, year.thursdayClosed) ? 'weekly' : 'working';
  };
  const labelOf = (cell: MonthDay, month: string, kind: DayKind): string => {
    const parts = [text.dayLabel(cell.jd, month, text.weekdays[cell.weekday] as string)];
    if (kind === 'holiday') parts.push(counted.get(cell.day) as string);
    else if (kind === 'pending') parts.push(`${stored.get(cell.day) as string} (${text.pending})`);
    else if (kind === 'weekly') parts.push(text.legendWeekly);
    if (cell.day === today) parts.push(text.legendToday);
    return parts.join('، ');
  };

  return (
    <Box
      data-testid="year-grid"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(${CELL * 7 + 16}px, 1fr))`,
      }}
    >
      {MONTHS.map((jm) => {
        const month = text.months[jm - 1] as string;
        return (
          <Box
            key={jm}
            component="table"
            sx={{ borderCollapse: 'separate', borderSpacing: 2, mx: 'auto', tableLayout: 'fixed' }}
          >
            <Box component="caption" sx={{ fontWeight: 700, pb: 0.5 }}>
              {`${month} ${toPersianDigits(year.jy)}`}
            </Box>
            <thead>
              <tr>
                {commonMessages.weekdayInitials.map((initial, i) => (
                  <Box
                    component="th"
                    key={initial}
                    scope="col"
                    abbr={text.weekdays[i]}
                    sx={{ width: CELL, fontWeight: 400, color: 'text.secondary', fontSize: 13 }}
                  >
                    {initial}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(year.jy, jm).map((week, w) => (
                <tr key={w}>
                  {week.map((cell, d) => {
                    if (!cell) return <td key={d} />;
                    const kind = kindOf(cell);
                    return (
                      <td key={d}>
                        <Box
                          component="button"
                          type="button"
                          data-day={cell.day}
                          data-kind={kind}
                          aria-label={labelOf(cell, month, kind)}
                          aria-pressed={selected === cell.day}
                          title={counted.get(cell.day) ?? stored.get(cell.day)}
                          onClick={() => onSelect(cell.day)}
                          sx={{
                            width: CELL,
                            height: CELL,
                            p: 0,
                            border: 0,
                            borderRadius: 1,
                            bgcolor: 'transparent',
                            font: 'inherit',
                            fontSize: 14,
                            cursor: 'pointer',
                            ...cellSx[kind],
                            ...(cell.day === today && { outline: '2px solid', outlineColor: 'primary.main' }),
                            ...(selected === cell.day && {
                              boxShadow: 3,
                              outline: '3px solid',
                              outlineColor: 'primary.dark',
                            }),
                            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
                          }}
                        >
                          {toPersianDigits(cell.jd)}
                        </Box>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
        );
      })}
    </Box>
  );
});

/** The colours' key, below the grid. */
export function CalendarLegend() {
  const swatch = (kind: DayKind | 'today', label: string) => (
    <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 18,
          height: 18,
          borderRadius: 0.5,
          ...(kind === 'today' ? { outline: '2px solid', outlineColor: 'primary.main' } : cellSx[kind]),
          ...(kind === 'weekly' && { bgcolor: 'error.dark' }),
        }}
      />
      {label}
    </Box>
  );
  return (
    <Box
      component="ul"
      aria-label={text.legend}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, fontSize: 14 }}
    >
      {swatch('weekly', text.legendWeekly)}
      {swatch('holiday', text.legendHoliday)}
      {swatch('pending', text.legendPending)}
      {swatch('today', text.legendToday)}
    </Box>
  );
}
