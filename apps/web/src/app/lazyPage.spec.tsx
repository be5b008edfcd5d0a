import { describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage, preloadRoutePages } from './lazyPage.js';

const module = (text: string) => ({ Page: () => <p>{text}</p> });

describe('lazyPage', () => {
  test('preloaded, the page renders in the first pass: no fallback, one load', async () => {
    const load = jest.fn(() => Promise.resolve(module('the page')));
    const Page = lazyPage(load, 'Page');
    const Other = lazyPage(() => Promise.resolve(module('other')), 'Page');
    const routes: RouteObject[] = [
      { path: '/', element: <div />, children: [{ path: 'a', element: <Page /> }] },
      { path: '/b', element: <Other /> },
    ];

    await preloadRoutePages(routes, '/a');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );

    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('not preloaded, it suspends as React.lazy does and loads once', async () => {
    const load = jest.fn(() => Promise.resolve(module('later')));
    const Page = lazyPage(load, 'Page');

    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );

    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('later')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('only the pages of the matched routes are fetched, and a failing chunk does not reject', async () => {
    const matched = jest.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const unmatched = jest.fn(() => Promise.resolve(module('x')));
    const Matched = lazyPage(matched, 'Page');
    const Unmatched = lazyPage(unmatched, 'Page');
    const routes: RouteObject[] = [
      { path: '/login', element: <Matched /> },
      { path: '/other', element: <Unmatched /> },
    ];

    await expect(preloadRoutePages(routes, '/login')).resolves.toBeUndefined();
    await expect(preloadRoutePages(routes, '/nowhere')).resolves.toBeUndefined();

    expect(matched).toHaveBeenCalledTimes(1);
    expect(unmatched).not.toHaveBeenCalled();
  });
});
