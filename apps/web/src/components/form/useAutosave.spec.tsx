import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { Input } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { AutosaveStatus } from './AutosaveStatus.js';
import { FormField } from './FormField.js';
import { useAutosave } from './useAutosave.js';
import { useSchemaForm } from './useSchemaForm.js';

const schema = z.object({ name: z.string().max(10), notes: z.string() });
type Values = z.input<typeof schema>;
type Save = (changes: Partial<Values>) => Promise<unknown>;

const KEY = 'autosave:test';
const NO_RETRY = () => 60 * 60 * 1000;

/** A failed call as RTK Query gives it: no response, or the gateway's envelope. */
const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const refusal = {
  status: 400,
  data: {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Some fields are not valid',
    key: 'someFieldsInvalid',
    errors: [{ path: 'body.notes', message: 'Please enter text', key: 'text' }],
  },
};

/** What the test's "someone else saved" button hands to acceptRemote, and what it answered. */
const remote = { name: 'Remote name', accepted: [] as boolean[] };

function Form({ save, retryDelayMs }: { save: Save; retryDelayMs?: (attempt: number) => number }) {
  const form = useSchemaForm(schema, { name: '', notes: '' } satisfies Values);
  const autosave = useAutosave({
    form,
    save,
    storageKey: KEY,
    delayMs: 0,
    ...(retryDelayMs ? { retryDelayMs } : {}),
    onRefused: (error) => form.applyServerError(error, 'not saved'),
  });
  return (
    <form aria-label="Answers" noValidate>
      <AutosaveStatus status={autosave.status} />
      <FormField label="Name" error={form.errorOf('name')}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label="Notes" error={form.errorOf('notes')}>
        <Input {...form.register('notes')} />
      </FormField>
      <button type="button" onClick={() => remote.accepted.push(autosave.acceptRemote('name', remote.name))}>
        Someone else saved
      </button>
    </form>
  );
}

/** Answers held on records, as the EIF's per policy and per plan answers: `records.<id>.<field>`. */
const nestedSchema = z.object({ records: z.object({ r1: z.object({ note: z.string() }) }) });
type Nested = z.input<typeof nestedSchema>;

function NestedForm({ save }: { save: (changes: Record<string, unknown>) => Promise<unknown> }) {
  const form = useSchemaForm(nestedSchema, { records: { r1: { note: '' } } } satisfies Nested);
  const autosave = useAutosave({ form, save, storageKey: KEY, delayMs: 0 });
  return (
    <form aria-label="Answers" noValidate>
      <AutosaveStatus status={autosave.status} />
      <FormField label="Note">
        <Input {...form.register('records.r1.note')} />
      </FormField>
    </form>
  );
}

function open(save: Save, retryDelayMs?: (attempt: number) => number) {
  return renderWithProviders({
    routes: [{ path: '/', element: <Form save={save} {...(retryDelayMs ? { retryDelayMs } : {})} /> }],
  });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const status = () => screen.getByRole('status').textContent;
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;

afterEach(() => localStorage.clear());

describe('autosave', () => {
  test('a change is saved without a click: only the changed field, then "All changes saved"', async () => {
    const save = jest.fn<Save>().mockResolvedValue({});
    open(save);
    expect(status()).toBe('All changes saved');
    type('Name', 'Acme');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Acme' }));
    await waitFor(() => expect(status()).toBe('All changes saved'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  test('an answer held on a record (a nested path) is saved too', async () => {
    const save = jest.fn<(changes: Record<string, unknown>) => Promise<unknown>>().mockResolvedValue({});
    renderWithProviders({ routes: [{ path: '/', element: <NestedForm save={save} /> }] });
    type('Note', 'on the record');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ 'records.r1.note': 'on the record' }));
    await waitFor(() => expect(status()).toBe('All changes saved'));
  });

  test('an answer its schema refuses waits with its message, and is sent once it is valid', async () => {
    const save = jest.fn<Save>().mockResolvedValue({});
    open(save);
    type('Name', 'far too long a name');
    await screen.findByText('Please enter at most 10 characters');
    expect(status()).toBe('Not saved yet');
    expect(save).not.toHaveBeenCalled();
    expect(stored()).toEqual({ name: 'far too long a name' });
    type('Name', 'Short');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Short' }));
    await waitFor(() => expect(status()).toBe('All changes saved'));
  });

  test('a failed save is retried until the server has the answer, and kept in the browser meanwhile', async () => {
    let calls = 0;
    const save = jest.fn<Save>(async () => {
      calls += 1;
      if (calls < 3) throw offline;
      return {};
    });
    open(save, () => 0);
    type('Notes', 'call me');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(status()).toBe('All changes saved'));
    expect(save.mock.calls.every(([changes]) => changes.notes === 'call me')).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  test('answers not yet saved survive a reload: put back on the form and saved', async () => {
    const failing = jest.fn<Save>().mockRejectedValue(offline);
    const first = open(failing, NO_RETRY);
    type('Notes', 'half an answer');
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(stored()).toEqual({ notes: 'half an answer' });
    first.unmount();

    const save = jest.fn<Save>().mockResolvedValue({});
    open(save);
    expect((screen.getByLabelText('Notes') as HTMLInputElement).value).toBe('half an answer');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ notes: 'half an answer' }));
    await waitFor(() => expect(status()).toBe('All changes saved'));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  test('a refusal puts the server’s message on the field and is not retried', async () => {
    const save = jest.fn<Save>().mockRejectedValue(refusal);
    open(save, () => 0);
    type('Notes', 'x');
    await screen.findByText('Please enter text');
    await waitFor(() => expect(status()).toBe('Some answers were not saved: see the messages on the fields'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual({ notes: 'x' });
  });

  test('leaving the page while answers wait asks the browser to warn; not once they are saved', async () => {
    const failing = jest.fn<Save>().mockRejectedValue(offline);
    const first = open(failing, NO_RETRY);
    type('Name', 'Acme');
    await waitFor(() => expect(failing).toHaveBeenCalled());
    const warned = new Event('beforeunload', { cancelable: true });
    globalThis.dispatchEvent(warned);
    expect(warned.defaultPrevented).toBe(true);
    first.unmount();
    localStorage.clear();

    const save = jest.fn<Save>().mockResolvedValue({});
    open(save);
    type('Name', 'Acme');
    await waitFor(() => expect(status()).toBe('All changes saved'));
    const quiet = new Event('beforeunload', { cancelable: true });
    globalThis.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
  });

  test('in Spanish, the state reads in Spanish', async () => {
    renderWithProviders({
      language: 'es',
      routes: [{ path: '/', element: <Form save={async () => ({})} /> }],
    });
    expect(status()).toBe('Todos los cambios guardados');
  });

  test('a value someone else saved is shown without being saved again, unless the user’s own change waits', async () => {
    remote.accepted = [];
    let release: (() => void) | undefined;
    const save = jest.fn<Save>(
      () =>
        new Promise((resolve) => {
          release = () => resolve({});
        }),
    );
    open(save);
    fireEvent.click(screen.getByRole('button', { name: 'Someone else saved' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Remote name'),
    );
    expect(remote.accepted).toEqual([true]);
    expect(status()).toBe('All changes saved');
    expect(save).not.toHaveBeenCalled();

    // The user's own change waits (its save is under way): theirs is not put over it.
    type('Name', 'Mine');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Mine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Someone else saved' }));
    expect(remote.accepted).toEqual([true, false]);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mine');
    release?.();
    await waitFor(() => expect(status()).toBe('All changes saved'));
  });
});
