// Public surface of the form engine's shared part: definitions, where answers live, the SPEC §5 form check,
// pruning answers to a definition and Iranian formats.
export * from './form-definition.js';
export * from './answers.js';
export * from './form-check.js';
export * from './prune-answers.js';
export * from './iranian-formats.js';
export * from './data-collection.js';
export * from './records.js';
