export * from './envelope.js';
export * from './resource.js';
export * from './unit-type.js';
export * from './principal.js';
export * from './conf.js';
export * from './profile.js';
export * from './account.js';
export * from './system-logs.js';
