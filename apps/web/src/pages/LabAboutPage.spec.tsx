import { describe, expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json } from '../test/fakeGateway.js';
import { renderWithGateway } from '../test/renderWithGateway.js';

function visit(path: string, language: 'en' | 'es' = 'en') {
  // Anonymous: the lab pages are open to anyone (optional auth).
  return renderWithGateway(
    [{ path: '/api/health/ready', respond: () => json(200, { status: 'ready', nats: 'up', services: [] }) }],
    { path, language },
  );
}

describe('/lab/about', () => {
  test('says what Onboard is, for whom, how to get help, and leads to the system status', async () => {
    const { router } = visit('/lab/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Onboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Who uses it' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Who uses it' }).querySelectorAll('li')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Benefits Explorer' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Getting help' })).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('mailto:'))).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('link', { name: 'See the system status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lab/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Onboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About Onboard' }).getAttribute('href')).toBe('/lab/about');
  });

  test('in Spanish', async () => {
    visit('/lab/about', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de Onboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver el estado del sistema' })).toBeTruthy();
  });
});
