import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from '../../i18n/index.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';

beforeEach(() => {
  localStorage.clear();
});
afterEach(cleanup);

describe('language switch', () => {
  test('switches visible text to Spanish and back, and remembers the choice', async () => {
    renderWithProviders({ path: '/404' });
    await screen.findByText('Sorry, the page you are looking for does not exist.');

    const english = screen.getByRole('button', { name: 'English' });
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(spanish.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(spanish);

    expect(await screen.findByText('Lo sentimos, la página que busca no existe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeTruthy();
    expect(screen.queryByText('Sorry, the page you are looking for does not exist.')).toBeNull();
    expect(spanish.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(readStoredLanguage()).toBe('es');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Sorry, the page you are looking for does not exist.')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(readStoredLanguage()).toBe('en');
  });

  test('a remembered language is used on the next visit', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    renderWithProviders({ path: '/404', language: readStoredLanguage() });
    expect(await screen.findByText('Lo sentimos, la página que busca no existe.')).toBeTruthy();
  });

  test('an unknown stored value falls back to English', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(readStoredLanguage()).toBe('en');
  });
});
