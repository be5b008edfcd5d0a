import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { AppLayout } from './AppLayout.js';
import { isChunkLoadError } from './ErrorBoundary.js';

function Broken(): never {
  throw new Error('render failed');
}

// The real layout (and so the real boundary) around a page that throws, plus a harmless home page.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <p>home page</p> },
      { path: 'broken', element: <Broken /> },
    ],
  },
];

beforeEach(() => {
  // React logs caught render errors; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('error boundary', () => {
  test('shows the spec error page inside the layout and recovers on Return to Home', async () => {
    const { router } = renderWithProviders({ path: '/broken', routes });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong.' }),
    ).toBeTruthy();
    // The address comes with the configuration (decision 206): a placeholder until then.
    expect(
      await screen.findByText(/Please refresh the page and try again\. If that doesn’t help, email /),
    ).toBeTruthy();
    // The navigation survives the crash: the boundary sits inside the layout.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Return to Home' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong.')).toBeNull();
  });

  test('reports the render error to the error tunnel as a Sentry envelope', async () => {
    const sent: Request[] = [];
    // The tunnel takes the envelope; every other call is refused (the setup file puts `fetch` back after).
    globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
      const request = new Request(new URL(String(input), 'http://localhost/'), init);
      if (request.url.endsWith('/api/sentry')) sent.push(request);
      return new Response('{}', { status: request.url.endsWith('/api/sentry') ? 200 : 401 });
    });
    renderWithProviders({ path: '/broken', routes });
    await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong.' });
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    const [header, item, payload] = (await sent[0]?.text())?.split('\n') ?? [];
    expect(JSON.parse(header ?? '')).toHaveProperty('event_id');
    expect(JSON.parse(item ?? '')).toMatchObject({ type: 'event' });
    expect(JSON.parse(payload ?? '')).toMatchObject({
      environment: 'Local',
      tags: { mechanism: 'react-error-boundary' },
      exception: { values: [{ type: 'Error', value: 'render failed' }] },
    });
  });

  test('renders its children when nothing throws', async () => {
    renderWithProviders({ path: '/', routes });
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.queryByText('Oops! Something went wrong.')).toBeNull();
  });

  test('recognises a failed lazy chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
  });
});
