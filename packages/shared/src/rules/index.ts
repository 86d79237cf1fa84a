// Public surface of the shared rules: validation, formatting, digits, Jalali dates, messages and constants.
export * from './constants.js';
export * from './digits.js';
export * from './home-page.js';
export * from './jalali.js';
export * from './letters.js';
export * from './messages.js';
export * from './numbers.js';
export * from './password.js';
export * from './rules.js';
export * from './site-settings.js';
export * from './text.js';
export * from './uploads.js';
export * from './registration.js';
