// Requests (درخواست): tracking codes, the API's schemas, and their Persian messages.
export * from './messages.js';
export * from './tracking-code.js';
export * from './request.js';
export * from './panel-home.js';
