import React, { useEffect, useRef, useState } from 'react';
import * as styles from './styles.module.css';

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and insecure origins: a hidden textarea and execCommand.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Copies the block's code; says "Copied" for two seconds. `what` names the code in the button's label. */
export function CopyButton({ getText, what = 'code', className = '' }: { getText: () => string; what?: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = async () => {
    await copyText(getText().replace(/\n$/, ''));
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button
      type="button"
      className={`${styles.copy} ${copied ? styles.copied : ''} ${className}`}
      aria-label={copied ? 'Copied' : `Copy ${what} to clipboard`}
      title="Copy"
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {copied ? (
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" />
        ) : (
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
          />
        )}
      </svg>
      <span className={styles.copyLabel} aria-hidden="true">
        {copied ? 'Copied' : ''}
      </span>
    </button>
  );
}
