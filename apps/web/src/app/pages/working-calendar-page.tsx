import { WorkingCalendar } from '../../features/calendar/components/working-calendar';

/** `/panel/system-setting/calendar`: the working-day calendar, its holidays and each year's confirmation (Admin). */
export default function WorkingCalendarPage() {
  return <WorkingCalendar />;
}
