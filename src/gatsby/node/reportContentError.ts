import type { Reporter } from 'gatsby';
import { ContentError } from '../content/errors';

/**
 * Stops the build with a content error's message (file, bad id, nearest valid ids) and no
 * stack trace, which would only hide the message. Other errors are rethrown as they are.
 */
export function reportContentError(reporter: Reporter, error: unknown): never {
  if (error instanceof ContentError) {
    reporter.panic(`Content error in ${error.message}`);
  }
  throw error;
}
