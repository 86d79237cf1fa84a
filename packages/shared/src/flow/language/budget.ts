// The step, time and hand-out budget of one run. Every AST node evaluated, every statement executed and
// every loop iteration costs a step; built-in functions pay for the size of what they touch. The clock is
// the host's (`now`), read only every CLOCK_CHECK_INTERVAL steps, so the evaluator itself never reads a
// global clock. What the run hands the host to show (toasts, redirects, subforms) is counted against
// MAX_VALUE_SIZE characters: the server sends it all back in one answer, and functions called from the
// run share the budget, so they share that allowance too.
import { FlowLimitError } from '../errors.js';
import { CLOCK_CHECK_INTERVAL, DEFAULT_MAX_STEPS, DEFAULT_TIME_MS, MAX_VALUE_SIZE } from '../limits.js';
import { EVAL_MESSAGES, RUN_MESSAGES } from '../messages.js';

/** Options of `createBudget`. */
export interface BudgetOptions {
  /** Most steps the run may take (DEFAULT_MAX_STEPS when omitted). */
  maxSteps?: number;
  /** Most milliseconds by `now` the run may take (DEFAULT_TIME_MS when omitted). */
  timeMs?: number;
  /** The host's monotonic clock in milliseconds (performance.now, Date.now, or a fake in tests). */
  now: () => number;
}

/** A spendable budget shared by every evaluation and loop iteration of one run. */
export interface Budget {
  /** Spends `cost` steps (1 by default); throws a FlowError when the steps or the time run out. */
  step(cost?: number): void;
  /** Reads the clock now (after a host call) and throws a FlowError when the time has run out. */
  checkTime(): void;
  /** Counts `size` characters handed to the host to show; throws a FlowError past MAX_VALUE_SIZE in all. */
  handOut(size: number): void;
  /** Steps spent so far. */
  readonly steps: number;
  /** The host's clock, for timing trace entries. */
  readonly now: () => number;
}

/** Creates the budget of one run: the deadline starts now, by the given clock. */
export function createBudget(options: BudgetOptions): Budget {
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  const timeMs = options.timeMs ?? DEFAULT_TIME_MS;
  const clock = options.now;
  const deadline = clock() + timeMs;
  let steps = 0;
  let untilClock = CLOCK_CHECK_INTERVAL;
  let handedOut = 0;

  const checkTime = (): void => {
    if (clock() > deadline) throw new FlowLimitError(EVAL_MESSAGES.timeBudget(timeMs));
  };

  return {
    step(cost = 1) {
      steps += cost;
      if (steps > maxSteps) throw new FlowLimitError(EVAL_MESSAGES.stepBudget(maxSteps));
      untilClock -= cost;
      if (untilClock <= 0) {
        untilClock = CLOCK_CHECK_INTERVAL;
        checkTime();
      }
    },
    checkTime,
    handOut(size) {
      handedOut += size;
      if (handedOut > MAX_VALUE_SIZE) throw new FlowLimitError(RUN_MESSAGES.answerTooLarge(MAX_VALUE_SIZE));
    },
    get steps() {
      return steps;
    },
    now: clock,
  };
}
