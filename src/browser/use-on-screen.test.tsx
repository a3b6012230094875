import { act, render, screen } from '@testing-library/react';
import { Profiler, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeViewport, setPageVisibility } from '../test/fake-viewport';
import { useInView, useOnScreen } from './use-on-screen';

const viewport = installFakeViewport();

let renders = 0;
function Box({ name }: { name: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const onScreen = useOnScreen(ref);
  const inView = useInView(ref);
  return (
    <p ref={ref} data-testid={name}>
      {onScreen ? 'seen' : 'unseen'} {inView ? 'in' : 'out'}
    </p>
  );
}

afterEach(() => setPageVisibility('visible'));

describe('useOnScreen', () => {
  it('is false until the observer answers, then follows the viewport and the page visibility', () => {
    render(<Box name="a" />);
    const box = screen.getByTestId('a');
    expect(box.textContent).toBe('unseen out');
    act(() => viewport.show(box, true));
    expect(box.textContent).toBe('seen in');
    act(() => setPageVisibility('hidden'));
    expect(box.textContent).toBe('unseen in');
    act(() => setPageVisibility('visible'));
    expect(box.textContent).toBe('seen in');
    act(() => viewport.show(box, false));
    expect(box.textContent).toBe('unseen out');
  });

  it('renders on changes only, not when the observer repeats itself', () => {
    render(
      <Profiler id="b" onRender={() => void (renders += 1)}>
        <Box name="b" />
      </Profiler>,
    );
    const box = screen.getByTestId('b');
    act(() => viewport.show(box, true));
    const after = renders;
    act(() => viewport.show(box, true));
    act(() => setPageVisibility('visible'));
    expect(renders).toBe(after);
  });

  it('one observer watches every element; an unmounted one is let go', () => {
    const { unmount } = render(
      <>
        <Box name="c" />
        <Box name="d" />
      </>,
    );
    expect(viewport.observers()).toBe(1);
    expect(viewport.observed()).toEqual(
      expect.arrayContaining([screen.getByTestId('c'), screen.getByTestId('d')]),
    );
    const [c, d] = [screen.getByTestId('c'), screen.getByTestId('d')];
    act(() => viewport.show(d, true));
    expect(c.textContent).toBe('unseen out');
    expect(d.textContent).toBe('seen in');
    unmount();
    expect(viewport.observed()).not.toContain(c);
    expect(viewport.observed()).not.toContain(d);
  });
});
