import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { CALENDAR_YEAR_RANGE, formatJalaliDate, jalaliYearOfDay, tehranDay } from '@darvazeh/shared';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';
import { SwitchField } from '../../../components/switch-field';
import { useCalendarYear, useThursdaySetting, useYearAction } from '../api/calendar-queries';
import type { CalendarYearView, HolidayItem } from '../types';
import { HolidayForm } from './holiday-form';
import { HolidayTable } from './holiday-table';
import { CalendarLegend, YearGrid } from './year-grid';
import { calendarMessages as text, commonMessages, routeNames } from '../../../lib/messages';

/** The year the page opens on: `?jy=` when it is a year the calendar keeps, else this Jalali year. */
function useShownYear(thisYear: number): [number, (jy: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('jy'));
  const valid =
    Number.isInteger(asked) && asked >= CALENDAR_YEAR_RANGE.min && asked <= CALENDAR_YEAR_RANGE.max;
  const show = useCallback((jy: number) => setParams({ jy: String(jy) }, { replace: true }), [setParams]);
  return [valid ? asked : thisYear, show];
}

/** A warning for this year and the next while their holidays wait for an Admin's confirmation. */
function UnconfirmedBanners({
  years,
  shown,
  onShow,
}: {
  years: number[];
  shown: number;
  onShow: (jy: number) => void;
}) {
  const current = useCalendarYear(years[0] as number);
  const next = useCalendarYear(years[1] as number);
  const waiting = [current.data, next.data].filter(
    (view): view is CalendarYearView => !!view && !view.confirmed,
  );
  if (waiting.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {waiting.map((view) => (
        <Alert
          key={view.jy}
          severity="warning"
          action={
            view.jy === shown ? undefined : (
              <Button color="inherit" size="small" onClick={() => onShow(view.jy)}>
                {text.showYear(view.jy)}
              </Button>
            )
          }
        >
          {text.unconfirmedBanner(view.jy)}
        </Alert>
      ))}
    </Box>
  );
}

/** The year's state and what an Admin may do to the whole year. */
function YearActions({ year }: { year: CalendarYearView }) {
  const action = useYearAction();
  const thursday = useThursdaySetting();
  const [asking, setAsking] = useState(false);
  const run = (name: 'propose' | 'confirm' | 'unconfirm') =>
    action.mutate({ jy: year.jy, action: name }, { onSettled: () => setAsking(false) });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {year.confirmed ? (
          <StatusChip
            color="success"
            label={text.confirmedBy(
              year.confirmerName,
              year.confirmedAt ? formatJalaliDate(year.confirmedAt) : '',
            )}
          />
        ) : (
          <StatusChip color="warning" label={text.notConfirmed} />
        )}
        <SwitchField
          label={text.thursdayClosed}
          name="thursdayClosed"
          checked={year.thursdayClosed}
          onChange={(thursdayClosed) => thursday.mutate({ jy: year.jy, thursdayClosed })}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {!year.confirmed && (
          <Button variant="outlined" loading={action.isPending} onClick={() => run('propose')}>
            {text.propose}
          </Button>
        )}
        {year.confirmed ? (
          <Button color="warning" loading={action.isPending} onClick={() => run('unconfirm')}>
            {text.unconfirm}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setAsking(true)}>
            {text.confirm(year.jy)}
          </Button>
        )}
      </Box>
      {!year.confirmed && (
        <Typography variant="body2" color="text.secondary">
          {text.proposeHint}
        </Typography>
      )}
      <ConfirmDialog
        open={asking}
        title={text.confirmTitle(year.jy)}
        text={text.confirmText}
        confirmLabel={commonMessages.confirm}
        isPending={action.isPending}
        onConfirm={() => run('confirm')}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

/**
 * The working-day calendar (/panel/system-setting/calendar): a Jalali year's months with Fridays, closed
 * Thursdays and holidays marked, the year's holidays to add, edit and remove, proposing and confirming the
 * year, and a warning while this year or the next is unconfirmed.
 */
export function WorkingCalendar() {
  const today = tehranDay(new Date());
  const thisYear = jalaliYearOfDay(today);
  const [jy, show] = useShownYear(thisYear);
  const query = useCalendarYear(jy);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [editing, setEditing] = useState<HolidayItem | null>(null);
  const handleDone = useCallback(() => {
    setEditing(null);
    setChosenDay(null);
  }, []);
  const handleSelect = useCallback((day: string) => setChosenDay(day), []);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <UnconfirmedBanners years={[thisYear, thisYear + 1]} shown={jy} onShow={show} />
      <SectionCard headingLevel="h1" title={routeNames.workingCalendar} subtitle={text.subtitle}>
        <Box
          role="group"
          aria-label={text.yearNavigation}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'center' }}
        >
          {/* Right to left: the previous year sits on the right. */}
          <IconButton
            aria-label={text.previousYear}
            disabled={jy <= CALENDAR_YEAR_RANGE.min}
            onClick={() => show(jy - 1)}
          >
            <ChevronRight />
          </IconButton>
          <Typography component="h2" variant="h6" sx={{ minWidth: '6em', textAlign: 'center' }}>
            {text.year(jy)}
          </Typography>
          <IconButton
            aria-label={text.nextYear}
            disabled={jy >= CALENDAR_YEAR_RANGE.max}
            onClick={() => show(jy + 1)}
          >
            <ChevronLeft />
          </IconButton>
        </Box>
        {query.data ? (
          <>
            <YearActions year={query.data} />
            <HolidayForm chosenDay={chosenDay} editing={editing} onDone={handleDone} />
            <YearGrid year={query.data} today={today} selected={chosenDay} onSelect={handleSelect} />
            <CalendarLegend />
          </>
        ) : query.isError ? (
          <Typography role="status" color="text.secondary">
            {text.loadFailed}
          </Typography>
        ) : (
          <LinearProgress aria-label={commonMessages.loading} />
        )}
      </SectionCard>
      {query.data && (
        <SectionCard title={text.holidays(jy)}>
          <HolidayTable year={query.data} onEdit={setEditing} />
        </SectionCard>
      )}
    </Box>
  );
}
