import { describe, expect, it } from 'vitest';
import { undoRedoAction } from './undoRedoKeys';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('undoRedoAction', () => {
  it('reads the usual keys on every platform', () => {
    expect(undoRedoAction(key('z', { ctrlKey: true }))).toBe('undo');
    expect(undoRedoAction(key('z', { metaKey: true }))).toBe('undo');
    expect(undoRedoAction(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(undoRedoAction(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(undoRedoAction(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('leaves every other key alone', () => {
    expect(undoRedoAction(key('z'))).toBeNull();
    expect(undoRedoAction(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(undoRedoAction(key('y', { metaKey: true }))).toBeNull();
    expect(undoRedoAction(key('a', { ctrlKey: true }))).toBeNull();
  });
});
