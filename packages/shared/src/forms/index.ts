// Public surface of the form engine's shared part: definitions, the SPEC §5 form check and Iranian formats.
export * from './form-definition.js';
export * from './form-check.js';
export * from './iranian-formats.js';
export * from './data-collection.js';
export * from './records.js';
