import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { Language } from '../../i18n/index.js';
import { renderWithGateway } from '../../test/renderWithGateway.js';
import { AppLayout } from './AppLayout.js';

function Broken(): never {
  throw new Error('render failed');
}
const routes: RouteObject[] = [
  { element: <AppLayout />, children: [{ path: 'broken', element: <Broken /> }] },
];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** Spec section 2: every error page tells the user to refresh, turn off blockers, use a current browser. */
const ADVICE: Record<Language, { title: string; tips: string[]; contact: RegExp }> = {
  en: {
    title: 'Things that usually help:',
    tips: [
      'Refresh the page.',
      'Turn off ad blockers or extensions that block scripts on this site.',
      'Use a current version of Chrome, Edge, Firefox or Safari.',
    ],
    contact: /^Need more help\? E-mail/,
  },
  es: {
    title: 'Lo que suele ayudar:',
    tips: [
      'Actualice la página.',
      'Desactive los bloqueadores de anuncios o las extensiones que bloquean scripts en este sitio.',
      'Use una versión actual de Chrome, Edge, Firefox o Safari.',
    ],
    contact: /^¿Necesita más ayuda\? Escriba a/,
  },
};

async function expectAdvice(language: Language) {
  const advice = await screen.findByRole('region', { name: ADVICE[language].title });
  expect(
    within(advice)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(ADVICE[language].tips);
  const contact = await screen.findByText(ADVICE[language].contact);
  expect(within(contact).getByRole('link').getAttribute('href')).toMatch(/^mailto:.+@.+/);
}

describe.each<Language>(['en', 'es'])('error pages give the spec’s advice (%s)', (language) => {
  test('the not-found page', async () => {
    renderWithGateway([], { path: '/no/such/page', language });
    await screen.findByRole('heading', { level: 1 });
    await expectAdvice(language);
  });

  test('the page of a render error', async () => {
    renderWithGateway([], { path: '/broken', routes, language });
    await screen.findByRole('heading', { level: 1 });
    await expectAdvice(language);
  });
});
