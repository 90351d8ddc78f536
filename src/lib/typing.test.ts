import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './typing';

describe('isTypingTarget', () => {
  it('is true in inputs, textareas, selects and contenteditable elements', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) expect(isTypingTarget({ tagName } as never)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as never)).toBe(true);
  });

  it('is false elsewhere: other elements, the window, nothing', () => {
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false } as never)).toBe(false);
    expect(isTypingTarget({} as never)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
