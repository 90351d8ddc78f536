/**
 * A code block marked `live` (```tsx live): shown like any other, with an "Edit and run" button.
 * Only the button is part of the page's first load: the editor, the compiler and the page's
 * react-querybuilder release are fetched when a reader presses it.
 */
import React, { createContext, useContext, useState } from 'react';
import type { LivePackage } from '../../../config/examples';
import { ChunkError } from '../../ChunkError';
import type { LiveEditorProps } from './LiveEditor';
import * as styles from './styles.module.css';

/** The package the page's live examples run against (set by the doc page from its version). */
export const LivePackageContext = createContext<LivePackage | undefined>(undefined);

const loadEditor = () => import(/* webpackChunkName: "live-editor" */ './LiveEditor');

interface Props {
  /** The block as it is shown before the reader asks to edit it. */
  children: React.ReactNode;
  /** The block's code, read when the reader opens the editor. */
  getCode: () => string;
  language: string;
  title?: string;
}

export function LiveCode({ children, getCode, language, title }: Props) {
  const pkg = useContext(LivePackageContext);
  const [editor, setEditor] = useState<{ Editor: React.ComponentType<LiveEditorProps>; code: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (!pkg) return <>{children}</>;
  const open = () => {
    setError(null);
    setLoading(true);
    const code = getCode();
    loadEditor()
      .then(
        (module) => setEditor({ Editor: module.default, code }),
        (reason: Error) => setError(`The editor could not load: ${reason?.message || String(reason)}`)
      )
      .finally(() => setLoading(false));
  };
  if (editor) return <editor.Editor code={editor.code} language={language} pkg={pkg} title={title} />;
  return (
    <div className={styles.closed}>
      {children}
      {error ? (
        <ChunkError error={error} onRetry={open} />
      ) : (
        <>
          <button type="button" className={styles.open} onClick={open} disabled={loading}>
            Edit and run
          </button>
          {loading && (
            <span role="status" className={styles.loading}>
              Loading the editor…
            </span>
          )}
        </>
      )}
    </div>
  );
}
