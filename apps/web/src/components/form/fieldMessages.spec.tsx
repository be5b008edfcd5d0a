import { describe, expect, jest, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  FIELD_MESSAGES,
  SCHEMA_MESSAGES,
  fieldMessage,
  type FieldMessageKey,
} from '@onboard/contracts';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { resources } from '../../i18n/allResources.js';
import { createI18n } from '../../i18n/index.js';
import { CLIENT_A, clientDto } from '../../test/clients.js';
import { cleanupAfterEach } from '../../test/cleanupAfterEach.js';
import { authUser, envelope, fakeGateway, json, signedInAs, type FakeRoute } from '../../test/fakeGateway.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { translateValidationMessage, type Translate } from './useValidationMessage.js';

cleanupAfterEach();
// Generous waits: a busy machine renders slowly; these tests wait for what appears, never for a time.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 30_000 });

const VALUES = { max: 10_000_000, min: 2, divisor: 5, keys: 'a, b' };
const KEYS = Object.keys(FIELD_MESSAGES) as FieldMessageKey[];
const inLanguage = (language: 'en' | 'es') => {
  const { t } = createI18n(language, resources);
  return (message: string) => translateValidationMessage(t as unknown as Translate, message);
};

describe('validation messages in the user’s language', () => {
  test.each(KEYS)('the English text of %s is the contracts’ message', (key) => {
    expect(inLanguage('en')(fieldMessage(key, VALUES))).toBe(fieldMessage(key, VALUES));
  });

  test.each(KEYS)('%s has a Spanish text, the limit written the Spanish way', (key) => {
    const spanish = inLanguage('es')(fieldMessage(key, VALUES));
    expect(spanish).not.toBe(fieldMessage(key, VALUES));
    expect(spanish).not.toMatch(/\{\{|fieldMessages/);
    if (FIELD_MESSAGES[key].includes('{{max}}')) expect(spanish).toContain('10.000.000');
  });

  test.each([...SCHEMA_MESSAGES])('the schemas’ own text “%s” has a Spanish text', (message) => {
    const spanish = inLanguage('es')(message);
    expect(spanish).not.toBe(message);
    expect(inLanguage('en')(message)).toBe(message);
  });

  test('an unknown message is shown as it came', () => {
    expect(inLanguage('es')('Something the server said')).toBe('Something the server said');
  });
});

function openManagePage(extra: FakeRoute[] = []) {
  const gateway = fakeGateway([
    signedInAs(authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' })),
    ...extra,
    { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
    {
      route: CLIENTS_CALLS.setupGet,
      params: { clientId: CLIENT_A },
      respond: () => json(200, { clientId: CLIENT_A, completedSetupAt: null, steps: [] }),
    },
  ]);
  globalThis.fetch = gateway.fetch;
  renderWithProviders({ path: `/clients/admin/${CLIENT_A}/manage`, language: 'es' });
  return gateway;
}

describe('a Spanish user sees Spanish validation messages', () => {
  test('from the shared schemas, before any call', async () => {
    const gateway = openManagePage();
    const form = await screen.findByRole('form', { name: 'Datos del cliente' });
    fireEvent.change(within(form).getAllByLabelText('Nombre')[0] as HTMLElement, {
      target: { value: 'x'.repeat(256) },
    });
    fireEvent.change(within(form).getByLabelText('Número de empleados'), { target: { value: '10000001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findByText('Introduzca 255 caracteres como máximo')).toBeTruthy();
    expect(within(form).getByText('Introduzca un número no mayor que 10.000.000')).toBeTruthy();
    expect(within(form).queryByText(/Too big|expected/)).toBeNull();
    expect(gateway.requests(CLIENTS_CALLS.update, { clientId: CLIENT_A })).toHaveLength(0);
  });

  test('from the server’s {path, message} list', async () => {
    openManagePage([
      {
        route: CLIENTS_CALLS.update,
        params: { clientId: CLIENT_A },
        respond: () =>
          envelope(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
            { path: 'body.name', message: 'Please enter at most 255 characters' },
            { path: 'body.caseId', message: 'Please enter at most 50 characters' },
          ]),
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Datos del cliente' });
    fireEvent.change(within(form).getAllByLabelText('Nombre')[0] as HTMLElement, {
      target: { value: 'Maple' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));

    expect(await within(form).findByText('Introduzca 255 caracteres como máximo')).toBeTruthy();
    expect(within(form).getByText('Introduzca 50 caracteres como máximo')).toBeTruthy();
  });
});
