// The working-day calendar: Iran's official holidays as rules, the Jalali years an Admin confirms, and
// working-day arithmetic over them.
export * from './holiday.js';
export * from './messages.js';
export * from './official-holidays.js';
export * from './working-days.js';
