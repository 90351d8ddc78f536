export function blankFrontmatter(source: string): string;
export function mdx1Compat(text: string, admonitions: readonly string[]): string;
export function mdxSource(source: string, admonitions: readonly string[]): string;
