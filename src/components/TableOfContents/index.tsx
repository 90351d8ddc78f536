import React from 'react';
import { useActiveHeading } from '../../hooks/useActiveHeading';
import type { TocHeading } from '../../lib/pageContext';
import * as styles from './styles.module.css';

interface TocNode extends TocHeading {
  children: TocNode[];
}

/** Nests a flat heading list (h2 > h3 ...) by depth. */
export function nestHeadings(headings: TocHeading[]): TocNode[] {
  const root: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const heading of headings) {
    const node: TocNode = { ...heading, children: [] };
    while (stack.length && stack[stack.length - 1]!.depth >= node.depth) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : root).push(node);
    stack.push(node);
  }
  return root;
}

/** "On this page": the doc's h2/h3 headings, the one in view highlighted. */
export function TableOfContents({ headings }: { headings: TocHeading[] }) {
  const active = useActiveHeading(headings.map((h) => h.id));
  if (!headings.length) return null;
  const renderList = (nodes: TocNode[], nested = false) => (
    <ul className={nested ? styles.sublist : styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            href={`#${node.id}`}
            className={`${styles.link} ${node.id === active ? styles.active : ''}`}
            aria-current={node.id === active ? 'location' : undefined}
          >
            {node.value}
          </a>
          {node.children.length > 0 && renderList(node.children, true)}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <p className={styles.heading}>On this page</p>
      {renderList(nestHeadings(headings))}
    </nav>
  );
}
