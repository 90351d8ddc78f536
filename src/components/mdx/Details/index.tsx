import React from 'react';

export interface DetailsProps extends Omit<React.ComponentPropsWithoutRef<'details'>, 'summary'> {
  /** The always-visible line: text, or a `<summary>` element (Docusaurus's `summary` prop). */
  summary?: React.ReactNode;
}

const isSummary = (node: React.ReactNode): node is React.ReactElement =>
  React.isValidElement(node) && (node.type === 'summary' || (node.props as { mdxType?: string }).mdxType === 'summary');

/**
 * A collapsible section, the same `<details>` the prose styles give a raw `<details>` in MDX.
 * The summary comes from the `summary` prop or from a `<summary>` child, as in Docusaurus.
 */
export function Details({ summary, children, ...props }: DetailsProps) {
  const parts = React.Children.toArray(children);
  const childSummary = parts.find(isSummary);
  const given = summary ?? childSummary;
  const heading = given === undefined ? <summary>Details</summary> : isSummary(given) ? given : <summary>{given}</summary>;
  return (
    <details {...props}>
      {heading}
      {parts.filter((part) => part !== childSummary)}
    </details>
  );
}
