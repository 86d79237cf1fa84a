// Query definitions (SPEC §3): the schema every side checks them with and the shape of their answers.
export * from './messages.js';
export * from './query-definition.js';
export * from './query-answer.js';
export * from './stored-query.js';
