import React, { useRef } from 'react';
import { CopyButton } from './CopyButton';
import './prism-theme.css';
import * as styles from './styles.module.css';

type PreProps = React.ComponentPropsWithoutRef<'pre'> & {
  'data-title'?: string;
  'data-language'?: string;
  'data-line-numbers'?: string;
};

/**
 * A fenced code block: already highlighted at build time (src/gatsby/mdx/rehypeCodeHighlight.ts),
 * so this only adds the title bar and the copy button.
 */
export function CodeBlock({ children, className, ...props }: PreProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const title = props['data-title'];
  const isFenced = className?.includes('prism-code');
  if (!isFenced) return <pre className={className} {...props}>{children}</pre>;
  // A titled block is a figure captioned by its file name, so it can be found by that name.
  const Wrapper = title ? 'figure' : 'div';
  return (
    <Wrapper className={styles.codeBlock}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      <div className={styles.body}>
        <pre
          ref={preRef}
          className={`${className} ${styles.pre} ${props['data-line-numbers'] ? styles.lineNumbers : ''}`}
          tabIndex={0}
          {...props}
        >
          {children}
        </pre>
        <CopyButton getText={() => preRef.current?.querySelector('code')?.textContent ?? ''} />
      </div>
    </Wrapper>
  );
}
