/**
 * The editor of a live example (its own chunk, loaded by ./index.tsx on "Edit and run"):
 * CodeMirror 6 with TypeScript/TSX highlighting, and under it what the code renders, returns and
 * logs, run again shortly after each edit against the page's react-querybuilder release.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { siteConfig } from '../../../config/site';
import { exampleReportHref } from '../../../lib/feedback';
import { liveCodeSource } from '../../../lib/sandbox/sources';
import { OpenInSandbox } from '../../OpenInSandbox';
import React, { Component, isValidElement, useCallback, useEffect, useRef, useState } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { LIVE_STYLESHEET, type LivePackage } from '../../../config/examples';
import { useInjectedStylesheet } from '../../../hooks/useInjectedStylesheet';
import { browserSandbox, formatValue, runExample, type LogEntry, type RunResult } from './run';
import { LIVE_RUNTIMES } from './runtimes';
import type { LiveRuntime } from './runtimes/types';
import * as styles from './styles.module.css';

export interface LiveEditorProps {
  code: string;
  language: string;
  pkg: LivePackage;
  title?: string;
}

/** Milliseconds of quiet typing before the code runs again. */
const RUN_DELAY = 400;

/** Catches what a rendered example throws, so the page around it keeps working. */
class Boundary extends Component<{ children: React.ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  override render() {
    return this.state.error ? <ErrorText label="Error while rendering" text={this.state.error} /> : this.props.children;
  }
}

function ErrorText({ label, text }: { label: string; text: string }) {
  return (
    <div className={styles.error}>
      <strong>{label}</strong>
      <pre>{text}</pre>
    </div>
  );
}

/** The page's react-querybuilder runtime (its own chunk), or why it could not load. */
function useLiveRuntime(pkg: LivePackage): { runtime: LiveRuntime | null; loadError: string | null } {
  const [runtime, setRuntime] = useState<LiveRuntime | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    LIVE_RUNTIMES[pkg]().then(
      (module) => alive && setRuntime(module.default),
      (reason: Error) => alive && setLoadError(reason?.message || String(reason))
    );
    return () => void (alive = false);
  }, [pkg]);
  return { runtime, loadError };
}

/** CodeMirror in `host`, holding `code`; `onEdit` gets the text after RUN_DELAY ms of quiet typing. */
function useCodeEditor(host: React.RefObject<HTMLDivElement>, code: string, language: string, title: string | undefined, onEdit: (text: string) => void) {
  const view = useRef<EditorView | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: code,
        extensions: [
          history(),
          indentOnInput(),
          bracketMatching(),
          javascript({ typescript: language === 'ts' || language === 'tsx', jsx: language !== 'ts' }),
          syntaxHighlighting(classHighlighter),
          // Tab is left to the browser: it moves focus on, as in any text field.
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': title ? `Code editor: ${title}` : 'Code editor' }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            clearTimeout(timer);
            timer = setTimeout(() => onEdit(update.state.doc.toString()), RUN_DELAY);
          }),
        ],
      }),
    });
    view.current = editor;
    editor.focus();
    return () => {
      clearTimeout(timer);
      editor.destroy();
    };
  }, [host, code, language, title, onEdit]);
  return view;
}

/** The latest run of `source` (numbered, so a new run remounts what the last one rendered), and the logs that came after it. */
function useExampleRun(runtime: LiveRuntime | null, source: string, language: string) {
  const [run, setRun] = useState<{ id: number; result: RunResult } | null>(null);
  const [lateLogs, setLateLogs] = useState<LogEntry[]>([]);
  useEffect(() => {
    if (!runtime) return;
    setLateLogs([]);
    const modules = { react: React, 'react/jsx-runtime': jsxRuntime, 'react-querybuilder': runtime.module, [LIVE_STYLESHEET]: {} };
    // Logs from a rendered component or a timer arrive after the run: shown once React is done rendering.
    const onLateLog = (entry: LogEntry) => queueMicrotask(() => setLateLogs((logs) => [...logs, entry]));
    let current = true;
    void runExample(source, language, modules, onLateLog, browserSandbox()).then((result) => {
      // A newer edit started its own run: this one is stale.
      if (current) setRun((previous) => ({ id: (previous?.id ?? 0) + 1, result }));
    });
    return () => void (current = false);
  }, [runtime, source, language]);
  return { run, lateLogs };
}

/** What a run rendered, returned and logged. */
function ExampleOutput({ result, runId, logs }: { result: RunResult; runId: number; logs: LogEntry[] }) {
  const Rendered = result.component as React.ComponentType | undefined;
  const value = result.result?.value;
  return (
    <div className={styles.output} aria-label="Example output" role="region">
      {result.error && <ErrorText label="Error" text={result.error} />}
      {Rendered && (
        <Boundary key={`c${runId}`}>
          <div className={styles.rendered}>
            <Rendered />
          </div>
        </Boundary>
      )}
      {result.result &&
        (isValidElement(value) ? (
          <Boundary key={`v${runId}`}>
            <div className={styles.rendered}>{value}</div>
          </Boundary>
        ) : (
          <figure className={styles.value}>
            <figcaption>Result</figcaption>
            <pre>{formatValue(value)}</pre>
          </figure>
        ))}
      {logs.length > 0 && (
        <figure className={styles.value}>
          <figcaption>Console</figcaption>
          <pre>
            {logs.map((entry, i) => (
              <span key={i} className={entry.level === 'error' || entry.level === 'warn' ? styles.logWarn : undefined}>
                {entry.text}
                {'\n'}
              </span>
            ))}
          </pre>
        </figure>
      )}
    </div>
  );
}

export default function LiveEditor({ code, language, pkg, title }: LiveEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(code);
  const { runtime, loadError } = useLiveRuntime(pkg);
  const view = useCodeEditor(host, code, language, title, setSource);
  const { run, lateLogs } = useExampleRun(runtime, source, language);
  // The default stylesheet, while the code imports it (as an app would).
  const styled = run?.result.imports.includes(LIVE_STYLESHEET) ?? false;
  useInjectedStylesheet(runtime?.stylesheetId ?? 'react-querybuilder', styled ? runtime?.css : undefined);

  const reset = useCallback(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: code } });
    setSource(code);
    editor.focus();
  }, [code, view]);

  const result = run?.result;
  const page = `${siteConfig.url}${window.location.pathname}`;
  const report = exampleReportHref({
    subject: `Docs example${title ? ` ${title}` : ''}`,
    page,
    versions: { 'react-querybuilder': runtime?.version ?? 'not loaded', react: React.version },
    error: result?.error ?? loadError ?? undefined,
    code: source,
  });
  const status = loadError
    ? `react-querybuilder could not load: ${loadError}`
    : !runtime || !result
      ? 'Loading react-querybuilder…'
      : result.error
        ? `Error: ${result.error}`
        : `Ran with react-querybuilder ${runtime.version}`;

  return (
    <div className={styles.live}>
      {title && <div className={styles.title}>{title}</div>}
      <div ref={host} className={`prism-code ${styles.editor}`} />
      <div className={styles.toolbar}>
        <p className={styles.status} role="status">
          {status}
        </p>
        <button type="button" className={styles.tool} onClick={reset}>
          Reset
        </button>
        {runtime && (
          <OpenInSandbox className={styles.tool} source={() => liveCodeSource({ code: source, language, title, release: runtime.version, from: page })} />
        )}
        <a className={styles.report} href={report} target="_blank" rel="noopener noreferrer">
          Report a problem with this example
        </a>
      </div>
      {run && <ExampleOutput result={run.result} runId={run.id} logs={[...run.result.logs, ...lateLogs]} />}
    </div>
  );
}
