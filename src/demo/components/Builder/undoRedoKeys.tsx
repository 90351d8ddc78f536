/**
 * The usual undo and redo keys for the demo's builder, on react-querybuilder/history: Ctrl/⌘+Z
 * undoes, Shift+Ctrl/⌘+Z and Ctrl+Y redo, while focus is anywhere in the builder (text boxes
 * included: the builder's history, not the field's, is what the reader sees change).
 */
import { useEffect, type RefObject } from 'react';
import { useQueryBuilderHistory } from 'react-querybuilder/history';

/** What a key press asks of the history, if anything. */
export function undoRedoAction(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** Listens on `target` for the builder with `qbId`; rendered only while undo/redo is on. */
export function UndoRedoKeys({ qbId, target }: { qbId: string; target: RefObject<HTMLElement> }) {
  const { undo, redo } = useQueryBuilderHistory(qbId);
  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = undoRedoAction(event);
      if (!action) return;
      event.preventDefault();
      (action === 'undo' ? undo : redo)();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [target, undo, redo]);
  return null;
}
