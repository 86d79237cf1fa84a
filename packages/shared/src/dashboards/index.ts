// Dashboards (SPEC §3 `dashboard`): their definition, filter values and what `dashboard/data` answers.
export * from './messages.js';
export * from './dashboard.js';
export * from './statistics.js';
export * from './cell-text.js';
export * from './card-export.js';
export * from './previous-period.js';
export * from './iran-provinces.js';
