// One lane for every long run in the process. A run that has kept the event loop for a slice waits for
// its turn here; exactly one waiting run goes on per turn of the event loop, so however many runaway
// functions are in flight, the loop polls for I/O (other requests' sockets and database answers) after
// every slice instead of after one slice of each run. Measured beside runaway runs in BENCHMARKS.md
// ("Runaway functions and the other requests").

const waiting: (() => void)[] = [];
let scheduled = false;

function releaseOne(): void {
  scheduled = false;
  const next = waiting.shift();
  // Scheduled before the released run's slice starts: setImmediate calls queued while the check phase
  // runs wait for the next turn, so the next release comes after the next I/O poll.
  if (waiting.length > 0) schedule();
  next?.();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(releaseOne);
}

/** Resolves on a later turn of the event loop, one waiting run per turn, first come first served. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}
