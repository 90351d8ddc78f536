/**
 * Everything MDX content may render, in one map: element overrides (pre, a, headings) and the
 * components authors use without importing them (Tabs, TabItem, LiveBuilder, admonitions).
 */
import type { MDXComponents } from 'mdx/types';
import React from 'react';
import { Admonition } from './Admonition';
import { CodeBlock } from './CodeBlock';
import { makeHeading } from './Heading';
import { LiveBuilder } from './LiveBuilder';
import { MdxLink } from './MdxLink';
import { TabItem, Tabs } from './Tabs';

/** Wide tables scroll sideways: focusable, so keyboard users can scroll them too. */
const Table = (props: React.ComponentProps<'table'>) => <table tabIndex={0} {...props} />;

export const mdxComponents = {
  admonition: Admonition,
  pre: CodeBlock,
  a: MdxLink,
  table: Table,
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  h5: makeHeading(5),
  h6: makeHeading(6),
  Tabs,
  TabItem,
  LiveBuilder,
} as unknown as MDXComponents;
