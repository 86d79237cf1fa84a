// Services (خدمت) and their processes (فرآیند): categories, definitions, the process graph and its check,
// default variables.
export * from './messages.js';
export * from './process-graph.js';
export * from './process-check.js';
export * from './process-migration.js';
export * from './service-category.js';
export * from './service-definition.js';
export * from './notification-template.js';
export * from './default-variable.js';
export * from './service-version.js';
export * from './web-service-help.js';
export * from './web-service-admin.js';
