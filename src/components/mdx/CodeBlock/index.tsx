import { withPrefix } from 'gatsby';
import React, { useRef } from 'react';
import { LiveCode } from '../LiveCode';
import { CopyButton } from './CopyButton';
import './prism-theme.css';
import * as styles from './styles.module.css';

type PreProps = React.ComponentPropsWithoutRef<'pre'> & {
  'data-title'?: string;
  'data-language'?: string;
  'data-line-numbers'?: string;
  /** Marked `live`: the reader can edit and run it. */
  'data-live'?: string;
  /** The highlighted lines as HTML, made and escaped at build time by rehypeCodeHighlight. */
  'data-code-html'?: string;
  /** A typed example's hover file (src/gatsby/mdx/exampleTypesHtml.ts). */
  'data-types'?: string;
};

/** The code of a block as written: its lines without the notes that show types and errors. */
const codeOf = (pre: HTMLPreElement | null) => [...(pre?.querySelectorAll('.token-line') ?? [])].map((line) => line.textContent).join('');

/**
 * A fenced code block: already highlighted at build time (src/gatsby/mdx/rehypeCodeHighlight.ts),
 * so this only adds the title bar, the copy button and, for a `live` block, the "Edit and run" button
 * (../LiveCode).
 */
export function CodeBlock({ children, className, 'data-code-html': codeHtml, 'data-live': live, ...props }: PreProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const typesLoaded = useRef(false);
  const types = props['data-types'];
  // Types on hover come with the reader's first pointer, touch or focus on the block (./typeHovers).
  const loadTypes = (event: React.PointerEvent | React.FocusEvent | React.TouchEvent) => {
    if (!types || typesLoaded.current || !preRef.current) return;
    typesLoaded.current = true;
    const pre = preRef.current;
    const point = 'touches' in event ? event.touches[0] : 'clientX' in event ? event : undefined;
    void import('./typeHovers').then(({ attachTypeHovers }) =>
      attachTypeHovers(
        pre,
        withPrefix(types),
        { name: styles.typeName!, popover: styles.typePopover!, docs: styles.typeDocs! },
        point && { x: point.clientX, y: point.clientY }
      )
    );
  };
  const title = props['data-title'];
  const isFenced = className?.includes('prism-code');
  if (!isFenced || codeHtml === undefined)
    return (
      <pre className={className} {...props}>
        {children}
      </pre>
    );
  const language = props['data-language'];
  // The number of lines sizes the block before it is laid out (content-visibility in styles.module.css).
  const lines = codeHtml.split(/<span class="(?:token-line|twoslash-note)/).length - 1;
  // A titled block is a figure captioned by its file name, so it can be found by that name.
  const Wrapper = title ? 'figure' : 'div';
  const block = (
    <Wrapper className={styles.codeBlock}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      <div className={styles.body}>
        <pre
          ref={preRef}
          className={`${className} ${styles.pre} ${props['data-line-numbers'] ? styles.lineNumbers : ''}`}
          tabIndex={0}
          style={{ '--code-lines': lines } as React.CSSProperties}
          onPointerOver={types ? loadTypes : undefined}
          onFocus={types ? loadTypes : undefined}
          onTouchStart={types ? loadTypes : undefined}
          {...props}
        >
          <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: codeHtml }} />
        </pre>
        <CopyButton getText={() => codeOf(preRef.current)} />
      </div>
    </Wrapper>
  );
  if (!live) return block;
  return (
    <LiveCode getCode={() => codeOf(preRef.current)} language={language ?? 'tsx'} title={title}>
      {block}
    </LiveCode>
  );
}
