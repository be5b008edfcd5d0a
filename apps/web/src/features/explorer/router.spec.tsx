import { describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EXPLORER_ROUTE_IDS } from './routeIds.js';
import { ExplorerRouter, matchExplorerRoute, type ExplorerMatch } from './router.js';
import { ExplorerLink, useExplorerLocation, useExplorerNavigate, useExplorerParams } from './routing.js';

describe('matchExplorerRoute (explorer spec §2, decision 179)', () => {
  test.each<[string, ExplorerMatch]>([
    ['/benefits-explorer', { kind: 'index', id: EXPLORER_ROUTE_IDS.indexInternal, params: {} }],
    ['/benefits-explorer/', { kind: 'index', id: EXPLORER_ROUTE_IDS.indexInternal, params: {} }],
    [
      '/benefits-explorer/northwind-foods',
      { kind: 'page', id: EXPLORER_ROUTE_IDS.pageInternal, params: { explorerPageId: 'northwind-foods' } },
    ],
    [
      '/benefits-explorer/north%20wind',
      { kind: 'page', id: EXPLORER_ROUTE_IDS.pageInternal, params: { explorerPageId: 'north wind' } },
    ],
    [
      '/Benefits-Explorer/Maple/Personal-Benefits-Plan/',
      { kind: 'personal', id: EXPLORER_ROUTE_IDS.personalInternal, params: { explorerPageId: 'Maple' } },
    ],
    ['/benefits-explorer/maple/other', { kind: 'outside', params: {} }],
    ['/benefits-explorer/maple/personal-benefits-plan/more', { kind: 'outside', params: {} }],
    ['/login', { kind: 'outside', params: {} }],
    ['/', { kind: 'outside', params: {} }],
  ])('main site: %s', (path, expected) => {
    expect(matchExplorerRoute(path, false)).toEqual(expected);
  });

  test.each<[string, ExplorerMatch]>([
    ['/', { kind: 'index', id: EXPLORER_ROUTE_IDS.index, params: {} }],
    ['/maple', { kind: 'page', id: EXPLORER_ROUTE_IDS.page, params: { explorerPageId: 'maple' } }],
    [
      '/maple/personal-benefits-plan',
      { kind: 'personal', id: EXPLORER_ROUTE_IDS.personal, params: { explorerPageId: 'maple' } },
    ],
    ['/benefits-explorer/northwind-foods', { kind: 'notFound', params: {} }],
    ['/clients/admin', { kind: 'notFound', params: {} }],
    ['/maple/personal-benefits-plan/more', { kind: 'notFound', params: {} }],
  ])('public host: %s', (path, expected) => {
    expect(matchExplorerRoute(path, true)).toEqual(expected);
  });

  test.each<[string, boolean, ExplorerMatch]>([
    [
      '/es/benefits-explorer/maple',
      false,
      { kind: 'page', id: EXPLORER_ROUTE_IDS.pageInternal, params: { explorerPageId: 'maple' } },
    ],
    ['/ES/benefits-explorer', false, { kind: 'index', id: EXPLORER_ROUTE_IDS.indexInternal, params: {} }],
    ['/es/login', false, { kind: 'outside', params: {} }],
    ['/es', true, { kind: 'index', id: EXPLORER_ROUTE_IDS.index, params: {} }],
    [
      '/es/maple/personal-benefits-plan',
      true,
      { kind: 'personal', id: EXPLORER_ROUTE_IDS.personal, params: { explorerPageId: 'maple' } },
    ],
  ])('after a language prefix (decision 196): %s', (path, publicHost, expected) => {
    expect(matchExplorerRoute(path, publicHost)).toEqual(expected);
  });

  test('a parameter that is not valid percent-encoding is kept as written', () => {
    expect(matchExplorerRoute('/benefits-explorer/100%', false)).toMatchObject({
      params: { explorerPageId: '100%' },
    });
  });
});

/** Shows what the components below the router see. */
function Probe() {
  const params = useExplorerParams();
  const location = useExplorerLocation();
  const navigate = useExplorerNavigate();
  return (
    <div>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <p data-testid="param">{params['explorerPageId'] ?? '-'}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
      <ExplorerLink to="/benefits-explorer/maple/personal-benefits-plan">personal</ExplorerLink>
      <button
        type="button"
        onClick={() => navigate('/benefits-explorer/oak?enrollment=pre', { state: { from: 'maple' } })}
      >
        oak
      </button>
      <button type="button" onClick={() => navigate('/clients/admin')}>
        portal
      </button>
    </div>
  );
}

function renderRouter(path: string, publicHost = false) {
  window.history.replaceState(null, '', path);
  const loadPage = jest.fn<(href: string) => void>();
  render(
    <ExplorerRouter
      publicHost={publicHost}
      loadPage={loadPage}
      render={(match) => (
        <>
          <p data-testid="kind">{match.kind}</p>
          <Probe />
        </>
      )}
    />,
  );
  return { loadPage };
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('ExplorerRouter', () => {
  test('a link click navigates without a page load; back and forward follow the history', async () => {
    renderRouter('/benefits-explorer/maple');
    expect([text('kind'), text('param')]).toEqual(['page', 'maple']);
    const link = screen.getByRole('link', { name: 'personal' });
    expect(link.getAttribute('href')).toBe('/benefits-explorer/maple/personal-benefits-plan');
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/benefits-explorer/maple/personal-benefits-plan');
    expect([text('kind'), text('param')]).toEqual(['personal', 'maple']);

    fireEvent.click(screen.getByRole('button', { name: 'oak' }));
    expect([text('kind'), text('where'), text('state')]).toEqual([
      'page',
      '/benefits-explorer/oak?enrollment=pre',
      '{"from":"maple"}',
    ]);

    act(() => window.history.back());
    await waitFor(() => expect(text('kind')).toBe('personal'));
    expect(text('state')).toBe('null');
    act(() => window.history.back());
    await waitFor(() => expect(text('where')).toBe('/benefits-explorer/maple'));
    act(() => window.history.forward());
    await waitFor(() => expect(text('kind')).toBe('personal'));
    act(() => window.history.forward());
    // The navigation state comes back with its entry.
    await waitFor(() => expect(text('state')).toBe('{"from":"maple"}'));
    expect(text('where')).toBe('/benefits-explorer/oak?enrollment=pre');
  });

  test('main site: an address that is not the explorer’s is a page load, not a history entry', () => {
    const { loadPage } = renderRouter('/benefits-explorer/maple');
    const length = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'portal' }));
    expect(loadPage).toHaveBeenCalledWith('http://localhost/clients/admin');
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe('/benefits-explorer/maple');
  });

  test('main site: starting on a portal address loads it from the server', () => {
    const { loadPage } = renderRouter('/clients');
    expect(text('kind')).toBe('outside');
    expect(loadPage).toHaveBeenCalledWith('http://localhost/clients');
  });

  test('public host: the three routes at the root, anything else the not-found route', () => {
    const { loadPage } = renderRouter('/maple', true);
    expect([text('kind'), text('param')]).toEqual(['page', 'maple']);
    fireEvent.click(screen.getByRole('button', { name: 'portal' }));
    // The portal's addresses are not served on the explorer host: the not-found page, in the app.
    expect(loadPage).not.toHaveBeenCalled();
    expect([text('kind'), text('where')]).toEqual(['notFound', '/clients/admin']);
  });
});
