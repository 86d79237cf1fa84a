export * from './identity.js';
export * from './organisation.js';
export * from './system.js';
