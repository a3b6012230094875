import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusInView } from './keep-focus-in-view';

/** A field whose box is at `top`..`top + 40` px on a screen `height` px tall. */
function fieldAt(tag: 'input' | 'button', top: number) {
  const field = document.createElement(tag);
  document.body.append(field);
  field.getBoundingClientRect = () => ({ top, bottom: top + 40 }) as DOMRect;
  field.scrollIntoView = vi.fn<(options?: boolean | ScrollIntoViewOptions) => void>();
  field.focus();
  return field;
}

describe('keepFocusInView', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('scrolls a focused field the keyboard now covers to the middle of what is left', () => {
    stop = keepFocusInView(window);
    const field = fieldAt('input', 600);
    Object.defineProperty(window, 'innerHeight', { value: 400, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(field.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
  });

  it('leaves a field that is still in view, and controls the keyboard does not open for', () => {
    stop = keepFocusInView(window);
    Object.defineProperty(window, 'innerHeight', { value: 400, configurable: true });
    const visible = fieldAt('input', 100);
    window.dispatchEvent(new Event('resize'));
    expect(visible.scrollIntoView).not.toHaveBeenCalled();
    const button = fieldAt('button', 600);
    window.dispatchEvent(new Event('resize'));
    expect(button.scrollIntoView).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    keepFocusInView(window)();
    const field = fieldAt('input', 600);
    Object.defineProperty(window, 'innerHeight', { value: 400, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(field.scrollIntoView).not.toHaveBeenCalled();
  });
});
