// jest-runs-alone (scripts/lib/test-groups.mjs): a test below checks a feature's messages before its
// namespace is loaded, which no file that ran before it in the same module registry may have done.
import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  MESSAGES,
  fieldError,
  fieldMessage,
  keyedMessage,
  type MessageKey,
} from '@onboard/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { resources } from '../../i18n/allResources.js';
import { createI18n } from '../../i18n/index.js';
import { CLIENT_A, clientDto } from '../../test/clients.js';
import { authUser, envelope, json, type FakeRoute } from '../../test/fakeGateway.js';
import { visitAs } from '../../test/renderWithGateway.js';
import { messageOfError, messageToken, readMessageToken } from '../../app/messageToken.js';
import { translateValidationMessage, type Translate } from './useValidationMessage.js';

const VALUES = { max: 10_000_000, min: 2, divisor: 5, keys: 'a, b', subSteps: 'tax-id, erisa' };
const KEYS = Object.keys(MESSAGES) as MessageKey[];
const inLanguage = (language: 'en' | 'es') => {
  const { t } = createI18n(language, resources);
  return (message: string) => translateValidationMessage(t as unknown as Translate, message);
};

describe('validation messages in the user’s language', () => {
  test.each(KEYS)('the English text of %s is the contracts’ message', (key) => {
    expect(inLanguage('en')(messageToken(key, VALUES))).toBe(fieldMessage(key, VALUES));
  });

  test.each(KEYS)('%s has a Spanish text, the limit written the Spanish way', (key) => {
    const spanish = inLanguage('es')(messageToken(key, VALUES));
    expect(spanish).not.toBe(fieldMessage(key, VALUES));
    expect(spanish).not.toMatch(/\{\{|fieldMessages/);
    if (MESSAGES[key].includes('{{max}}')) expect(spanish).toContain('10.000.000');
  });

  test('a token keeps its key, values and fallback; a plain text is no token', () => {
    expect(readMessageToken(messageToken('textTooLong', { max: 255 }))).toEqual({
      key: 'textTooLong',
      params: { max: 255 },
      fallback: undefined,
    });
    expect(readMessageToken(messageToken('required', undefined, 'Please provide a response'))).toEqual({
      key: 'required',
      params: undefined,
      fallback: 'Please provide a response',
    });
    expect(readMessageToken('required')).toBeUndefined();
    expect(readMessageToken('Please provide a response')).toBeUndefined();
  });

  test('a feature’s message is found in its namespace once the feature is loaded; else its English', async () => {
    const es = createI18n('es', resources);
    const t = es.t as unknown as Translate;
    const row = fieldError('body.email', 'emailTaken');
    expect(translateValidationMessage(t, messageOfError(row))).toBe(
      'Ya existe un usuario con este correo electrónico',
    );
    const bare = createI18n('es');
    await bare.changeLanguage('es');
    expect(translateValidationMessage(bare.t as unknown as Translate, messageOfError(row))).toBe(row.message);
    await bare.loadNamespaces('users');
    expect(translateValidationMessage(bare.t as unknown as Translate, messageOfError(row))).toBe(
      'Ya existe un usuario con este correo electrónico',
    );
  });

  test('a server error is shown by its key, never by its English', () => {
    const row = fieldError('body.name', 'textTooLong', { max: 255 });
    expect(inLanguage('es')(messageOfError(row))).toBe('Introduzca 255 caracteres como máximo');
    // The English alone (no key) is a text the server wrote by hand: shown as it came, not matched.
    expect(inLanguage('es')(messageOfError({ message: row.message }))).toBe(row.message);
  });

  test('an unknown message is shown as it came', () => {
    expect(inLanguage('es')('Something the server said')).toBe('Something the server said');
  });
});

function openManagePage(extra: FakeRoute[] = []) {
  const { gateway } = visitAs(
    authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' }),
    `/clients/admin/${CLIENT_A}/manage`,
    [
      ...extra,
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
      {
        route: CLIENTS_CALLS.setupGet,
        params: { clientId: CLIENT_A },
        respond: () => json(200, { clientId: CLIENT_A, completedSetupAt: null, steps: [] }),
      },
    ],
    { language: 'es' },
  );
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
          envelope(400, 'VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
            fieldError('body.name', 'textTooLong', { max: 255 }),
            fieldError('body.caseId', 'textTooLong', { max: 50 }),
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
