import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createLoaderMachine, type LoaderInput } from '../../machines/loader.machine';
import { changeLanguage, initI18n } from '../i18n';
import { useLoader, type Signal } from './use-loader';

function setUp() {
  const loads: string[] = [];
  const machine = createLoaderMachine<string>('test').provide({
    actors: {
      load: fromPromise(async ({ input }: { input: LoaderInput }) => {
        loads.push(input.language);
        return `answer in ${input.language}`;
      }),
    },
  });
  const listeners: Array<() => void> = [];
  const signal: Signal = (listener) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  };
  const signals = [signal];
  function Shows() {
    const { data } = useLoader(machine, signals);
    return <p>{data ?? 'loading'}</p>;
  }
  return { loads, Shows, fire: () => listeners.forEach((listener) => listener()) };
}

describe('useLoader', () => {
  it('loads once, then again in the new language after a language switch', async () => {
    await initI18n('BN');
    const { loads, Shows } = setUp();
    render(<Shows />);
    expect(await screen.findByText('answer in BN')).toBeVisible();
    await act(() => changeLanguage('EN'));
    expect(await screen.findByText('answer in EN')).toBeVisible();
    expect(loads).toEqual(['BN', 'EN']);
    await act(() => changeLanguage('BN'));
  });

  it('loads again when a signal it follows fires, and not otherwise', async () => {
    await initI18n('BN');
    const { loads, Shows, fire } = setUp();
    render(<Shows />);
    await screen.findByText('answer in BN');
    expect(loads).toHaveLength(1);
    act(() => fire());
    await screen.findByText('answer in BN');
    await act(async () => {});
    expect(loads).toHaveLength(2);
  });
});
