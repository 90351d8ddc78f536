import React from 'react';
import * as styles from './styles.module.css';

type Level = 2 | 3 | 4 | 5 | 6;

/** Plain text of rendered children (for the anchor's accessible name). */
function textOf(node: React.ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement(node)) return textOf((node.props as { children?: React.ReactNode }).children);
  return '';
}

/** An MDX heading with a "#" link to itself (ids come from src/gatsby/mdx/remarkHeadingIds.ts). */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  function Heading({ id, children, ...props }: React.ComponentPropsWithoutRef<'h2'>) {
    if (!id) return <Tag {...props}>{children}</Tag>;
    return (
      <Tag id={id} className={styles.heading} {...props}>
        {children}
        <a className={styles.anchor} href={`#${id}`} aria-label={`Direct link to ${textOf(children)}`}>
          #
        </a>
      </Tag>
    );
  }
  Heading.displayName = `Heading${level}`;
  return Heading;
}
