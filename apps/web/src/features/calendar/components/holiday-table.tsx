import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@darvazeh/shared';
import { RowActions } from '../../../components/row-actions';
import { StatusChip } from '../../../components/status-chip';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { useRemoveHoliday } from '../api/calendar-queries';
import type { CalendarYearView, HolidayItem } from '../types';
import { calendarMessages as text, commonMessages } from '../../../lib/messages';

interface HolidayTableProps {
  year: CalendarYearView;
  onEdit: (holiday: HolidayItem) => void;
}

const weekdayOf = (day: string) => text.weekdays[(new Date(day).getUTCDay() + 1) % 7] as string;

/**
 * The year's stored holidays by day: the date with its weekday, the title with whether it is a suggestion
 * or waits for the year's confirmation, and edit and delete (three columns, so a phone shows them all).
 */
export function HolidayTable({ year, onEdit }: HolidayTableProps) {
  const deleting = useDeleteConfirm<HolidayItem>(useRemoveHoliday(), {
    title: text.deleteTitle,
    text: (holiday) => text.deleteHoliday(holiday.title),
  });
  const counted = new Set(year.counted.map((holiday) => holiday.day));

  if (year.holidays.length === 0) return <Typography color="text.secondary">{text.noHolidays}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={text.holidays(year.jy)}>
        <TableHead>
          <TableRow>
            <TableCell>{text.holidayDay}</TableCell>
            <TableCell>{commonMessages.title}</TableCell>
            <TableCell>{commonMessages.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {year.holidays.map((holiday) => (
            <TableRow key={holiday.id} data-day={holiday.day}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {toPersianDigits(holiday.jalaliDay)}
                <Typography variant="body2" color="text.secondary">
                  {weekdayOf(holiday.day)}
                </Typography>
              </TableCell>
              <TableCell>
                {holiday.title}
                <Box
                  sx={{
                    display: 'flex',
                    gap: 0.5,
                    flexWrap: 'wrap',
                    mt: 0.5,
                    '&:empty': { display: 'none' },
                  }}
                >
                  {holiday.suggested && (
                    <StatusChip color="warning" label={text.suggested} title={text.suggestedHint} />
                  )}
                  {!counted.has(holiday.day) && <StatusChip label={text.pending} />}
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RowActions
                  label={`${toPersianDigits(holiday.jalaliDay)} ${holiday.title}`}
                  onEdit={() => onEdit(holiday)}
                  onDelete={() => deleting.ask(holiday)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
