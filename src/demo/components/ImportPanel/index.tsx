import React, { useEffect, useRef, useState } from 'react';
import type { RuleGroupType, RuleGroupTypeIC } from 'react-querybuilder';
import { fields } from '../../constants/fields';
import * as styles from '../../panel.module.css';
import { Panel } from '../Panel';
import { IMPORTERS, type Importer } from './importers';

/** "Import SQL", "Import MongoDB"... each opens a dialog prefilled with an example. */
export function ImportPanel({ onImport }: { onImport: (query: RuleGroupType, queryIC: RuleGroupTypeIC) => void }) {
  const [open, setOpen] = useState<Importer | null>(null);
  return (
    <Panel id="demo-import" title="Import" docs="/docs/utils/import">
      <div className={styles.buttons}>
        {IMPORTERS.map((importer) => (
          <button key={importer.id} type="button" onClick={() => setOpen(importer)}>
            Import {importer.label}
          </button>
        ))}
      </div>
      {open && <ImportDialog importer={open} onClose={() => setOpen(null)} onImport={onImport} />}
    </Panel>
  );
}

function ImportDialog({ importer, onClose, onImport }: { importer: Importer; onClose: () => void; onImport: (q: RuleGroupType, ic: RuleGroupTypeIC) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState(importer.example);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const title = `Import ${importer.label}`;
  const run = async () => {
    try {
      const { query, queryIC } = await importer.parse(text);
      onImport(query, queryIC);
      onClose();
      window.scrollTo({ top: 0 });
    } catch (e) {
      // Keep the text and the current query: the reader fixes the input and tries again.
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="import-title" onClose={onClose} onCancel={onClose}>
      <div className={styles.dialogHeader}>
        <h2 id="import-title">{title}</h2>
        <button type="button" aria-label="Close" onClick={onClose}>
          ✕
        </button>
      </div>
      <textarea
        className={styles.textarea}
        value={text}
        onChange={(e) => setText(e.target.value)}
        spellCheck={false}
        rows={8}
        aria-label={`${importer.label} to import`}
      />
      <p className={styles.note}>{importer.note}</p>
      {error && (
        <pre role="alert" className={styles.error}>
          {error}
        </pre>
      )}
      <div className={styles.buttons}>
        <button type="button" onClick={() => void run()}>
          {title}
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
      <details>
        <summary>Available fields</summary>
        <p>{fields.map((f) => f.name).join(', ')}</p>
      </details>
    </dialog>
  );
}
