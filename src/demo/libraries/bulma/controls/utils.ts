/**
 * Joins class names, skipping empty and falsy parts, so that a Bulma base class
 * and the className handed down by react-querybuilder end up on one element.
 */
export const joinClassNames = (...parts: Array<string | false | null | undefined>): string =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
