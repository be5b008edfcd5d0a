import { afterEach, describe, expect, test } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Language } from '../../i18n/index.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { DialogShell, type DialogShellProps } from './DialogShell.js';

afterEach(cleanup);

/** Counts its mounts, so a test sees the body mounted afresh on every opening. */
let mounts = 0;
function Body() {
  const [mounted] = useState(() => ++mounts);
  return <p>Body, mount {mounted}</p>;
}

function Harness(props: Partial<DialogShellProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DialogShell open={open} onClose={() => setOpen(false)} title="The title" {...props}>
        <Body />
      </DialogShell>
    </>
  );
}

function show(props: Partial<DialogShellProps> = {}, language: Language = 'en') {
  mounts = 0;
  renderWithProviders({ routes: [{ path: '/', element: <Harness {...props} /> }], language });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

describe('DialogShell (the one dialog frame)', () => {
  test('shows the title and the body only while open; the close button closes it', async () => {
    mounts = 0;
    renderWithProviders({ routes: [{ path: '/', element: <Harness /> }] });
    expect(screen.queryByText(/^Body/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = await screen.findByRole('dialog', { name: 'The title' });
    expect(within(dialog).getByText('Body, mount 1')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/^Body/)).toBeNull());

    // Opened again: a fresh body (a form starts empty), not the one of the last opening.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Body, mount 2')).toBeTruthy();
  });

  test('a confirmation is an alertdialog with its footer buttons', async () => {
    show({ role: 'alertdialog', footer: <button type="button">Do it</button> });
    const dialog = await screen.findByRole('alertdialog', { name: 'The title' });
    expect(within(dialog).getByRole('button', { name: 'Do it' })).toBeTruthy();
  });

  test('the close button is labelled in Spanish too', async () => {
    show({}, 'es');
    const dialog = await screen.findByRole('dialog', { name: 'The title' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
