export * from './identity.js';
export * from './organisation.js';
export * from './system.js';
export * from './files.js';
export * from './settings.js';
export * from './content.js';
export * from './collections.js';
export * from './sso.js';
