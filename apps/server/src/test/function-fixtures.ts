// Function bodies that try to exhaust the server, shared by the functions and events tests and the bench's
// attacks: each must be stopped by a budget or a cap, never hang or grow the process.

/** A loop that never ends by itself: `while (true) { n = n + 1 }` (stopped by the step or time budget). */
export const ENDLESS_LOOP = [
  { id: 'n', type: 'var', name: 'n', value: '0' },
  {
    id: 'loop',
    type: 'while',
    condition: 'true',
    children: [{ id: 'inc', type: 'varAssign', name: 'n', value: 'n + 1' }],
  },
];

/** An answer that doubles itself (`arr = [arr, arr]` 22 times): stopped by the value-size cap. */
export const DOUBLING_ANSWER = [
  { id: 'a', type: 'var', name: 'arr', value: '[0]' },
  {
    id: 'loop',
    type: 'for',
    variable: 'i',
    from: '1',
    to: '22',
    children: [{ id: 'twice', type: 'varAssign', name: 'arr', value: '[arr, arr]' }],
  },
];
