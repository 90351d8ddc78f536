/**
 * Breaks in long synchronous work, so the process answers requests while it runs.
 *
 * A develop server runs the content pipeline and createPages after every save, in the process that
 * also serves the browser. At 5,000 added docs that is about 0.9 s of JavaScript whose awaits all
 * resolve at once (microtasks, no I/O in between), so the open page's request for the saved doc's
 * hot update waited until it ended: a prose edit showed in 0.9 s or in 2.2 s, depending on which came
 * first. With a break every few milliseconds, the request is answered within one.
 */
export type EventLoopBreak = () => Promise<void>;

/** A function to await between steps: it lets the event loop run (I/O, timers) once `everyMs` have passed since the last break. */
export function eventLoopBreaks(everyMs = 10): EventLoopBreak {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < everyMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    last = performance.now();
  };
}
