// Events (رویداد): Admin-defined reactions to what happens in the portal — a record written, a request
// moving, a user created or signed in, a schedule — that run a stored function and/or send a notification.
export * from './condition.js';
export * from './event-schema.js';
export * from './messages.js';
export * from './schedule.js';
