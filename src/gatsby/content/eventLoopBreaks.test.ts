import { describe, expect, it } from 'vitest';
import { eventLoopBreaks } from './eventLoopBreaks';

/** Synchronous work for `ms` milliseconds, as a step of the content run is. */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/** Runs ten 5 ms steps, awaiting `between` after each; says whether a callback queued before the first ran before the last. */
async function answeredDuring(between: () => Promise<void>): Promise<boolean> {
  let answered = false;
  let done = false;
  // What a request's handler is to the event loop: a callback of the next loop turn.
  setImmediate(() => (answered = !done));
  for (let step = 0; step < 10; step++) {
    busy(5);
    await between();
  }
  done = true;
  return answered;
}

describe('eventLoopBreaks', () => {
  it('lets a waiting callback run during long work, once its interval has passed', async () => {
    expect(await answeredDuring(eventLoopBreaks(10))).toBe(true);
  });

  it('without breaks the same work keeps the callback waiting to its end, though every step awaits', async () => {
    expect(await answeredDuring(async () => {})).toBe(false);
  });

  it('takes no break before its interval has passed', async () => {
    const breathe = eventLoopBreaks(60_000);
    expect(await answeredDuring(breathe)).toBe(false);
  });
});
