import type { Reporter } from 'gatsby';
import { ContentError } from '../content/errors';

import { isDevelop } from '../env';

export { isDevelop };

/** The problems as the terminal shows them: one block per problem, file first. */
export function formatContentProblems(errors: ContentError[]): string {
  const count = errors.length === 1 ? '1 content problem' : `${errors.length} content problems`;
  return `${count}:\n${errors.map((e) => `- ${e.message.replace(/\n/g, '\n  ')}`).join('\n')}`;
}

/**
 * Content problems stop a build with every message (file, line, the bad value, the nearest valid
 * ones) and no stack trace, which would only hide them. A develop server prints them and goes on:
 * the browser shows them too, and fixing the file clears them.
 */
export function reportContentProblems(reporter: Reporter, errors: ContentError[]): void {
  if (!errors.length) return;
  if (isDevelop()) reporter.error(`${formatContentProblems(errors)}\nThe site keeps running with the last good version of each; save a fix to clear this.`);
  else reporter.panic(`Content error in ${formatContentProblems(errors)}`);
}

/** Stops the build with a content error's message; other errors are rethrown as they are. */
export function reportContentError(reporter: Reporter, error: unknown): never {
  if (error instanceof ContentError) reporter.panic(`Content error in ${error.message}`);
  throw error;
}
