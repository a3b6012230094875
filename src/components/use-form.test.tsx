import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { createSubmitMachine } from '../../machines/submit.machine';
import { ApiError } from '../api/errors';
import { TextField } from './text-field';
import { useForm, useFormFields } from './use-form';

type Request = { name: string; age: number };

const required = (value: string) => (value.trim() === '' ? 'Required' : null);

/** A small form sent through a submit machine whose call the test answers. */
function setUp(answer: (request: Request) => Promise<string>) {
  const sent: Request[] = [];
  const logic = createSubmitMachine<Request, string>('testForm').provide({
    actors: {
      send: fromPromise(async ({ input }) => {
        sent.push(input.request);
        return answer(input.request);
      }),
    },
  });
  function Form() {
    const form = useForm({
      logic,
      initial: { name: '', age: '' },
      validate: ({ name, age }) => ({
        name: required(name),
        age: required(age) ?? (/^\d+$/.test(age.trim()) ? null : 'A number'),
      }),
      request: ({ name, age }): Request => ({ name: name.trim(), age: Number(age) }),
    });
    return (
      <form onSubmit={form.submit} noValidate aria-busy={form.busy}>
        {form.failure && <p role="alert">Failed: {form.failure.serverMessage}</p>}
        {form.result && <p role="status">{form.result}</p>}
        <TextField
          label="Name"
          value={form.values.name}
          onChange={form.set('name')}
          error={form.errors.name}
        />
        <TextField label="Age" value={form.values.age} onChange={form.set('age')} error={form.errors.age} />
        <button type="submit">Send</button>
      </form>
    );
  }
  render(<Form />);
  return { sent };
}

describe('useForm', () => {
  it('shows the errors of invalid values and sends nothing; typing leaves them until the next submit', async () => {
    const user = userEvent.setup();
    const { sent } = setUp(async () => 'ok');
    await user.type(screen.getByLabelText('Age'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Required')).toBeVisible();
    expect(screen.getByText('A number')).toBeVisible();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Name'), 'Ann');
    expect(screen.getByText('Required')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends valid values through the machine once, as the request', async () => {
    const user = userEvent.setup();
    let settle: (value: string) => void = () => {};
    const { sent } = setUp(() => new Promise((resolve) => (settle = resolve)));
    await user.type(screen.getByLabelText('Name'), ' Ann ');
    await user.type(screen.getByLabelText('Age'), '30');
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    // A second submit while the first is in flight sends nothing.
    await user.click(button);
    expect(sent).toEqual([{ name: 'Ann', age: 30 }]);
    expect(screen.queryByText('Required')).toBeNull();
    settle('Saved');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved');
    expect(sent).toHaveLength(1);
  });

  it('keeps what was typed after a failure, and sends again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { sent } = setUp(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError('rejected', 'testForm', { serverMessage: 'Refused' });
      return 'Saved';
    });
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Age'), '30');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Failed: Refused');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ann');
    expect(screen.getByLabelText('Age')).toHaveProperty('value', '30');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved');
    expect(sent).toHaveLength(2);
  });
});

describe('useFormFields', () => {
  it('hands valid values to onValid, and only those', async () => {
    const user = userEvent.setup();
    const valid: string[] = [];
    function Form() {
      const form = useFormFields({
        initial: () => ({ code: '' }),
        validate: ({ code }) => ({ code: required(code) }),
        onValid: ({ code }) => valid.push(code),
      });
      return (
        <form onSubmit={form.submit} noValidate>
          <TextField
            label="Code"
            value={form.values.code}
            onChange={form.set('code')}
            error={form.errors.code}
          />
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Required')).toBeVisible();
    await user.type(screen.getByLabelText('Code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    expect(valid).toEqual(['1234']);
  });
});
