import { describe, expect, it } from 'vitest';
import { clampSelection, moveSelection } from './selection-index';

describe('moveSelection', () => {
  it('moves down and up through the results', () => {
    expect(moveSelection(0, 'ArrowDown', 3)).toBe(1);
    expect(moveSelection(2, 'ArrowUp', 3)).toBe(1);
  });

  it('wraps around at both ends', () => {
    expect(moveSelection(2, 'ArrowDown', 3)).toBe(0);
    expect(moveSelection(0, 'ArrowUp', 3)).toBe(2);
  });

  it('starts from the matching end when nothing is highlighted', () => {
    expect(moveSelection(-1, 'ArrowDown', 3)).toBe(0);
    expect(moveSelection(-1, 'ArrowUp', 3)).toBe(2);
  });

  it('has nothing to highlight without results', () => {
    expect(moveSelection(0, 'ArrowDown', 0)).toBe(-1);
  });

  it('leaves other keys to the text box', () => {
    expect(moveSelection(1, 'ArrowLeft', 3)).toBeNull();
    expect(moveSelection(1, 'Home', 3)).toBeNull();
    expect(moveSelection(1, 'a', 3)).toBeNull();
  });
});

describe('clampSelection', () => {
  it('keeps the index inside the list', () => {
    expect(clampSelection(5, 3)).toBe(2);
    expect(clampSelection(-1, 3)).toBe(0);
    expect(clampSelection(1, 3)).toBe(1);
    expect(clampSelection(1, 0)).toBe(-1);
  });
});
