import { describe, expect, test } from '@jest/globals';
import { Navigate } from 'react-router';
import { LoadError } from './LoadError.js';
import { loadState } from './loadState.js';
import { PageSkeleton } from './PageSkeleton.js';

const notFound = {
  status: 404,
  data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found', errors: [] },
};
const refetch = () => undefined;

describe('loadState (the load / not-found / error block of a page)', () => {
  test('a skeleton on the first load', () => {
    expect(loadState({ isLoading: true, refetch }).fallback?.type).toBe(PageSkeleton);
  });

  test('the data once loaded, with no fallback', () => {
    expect(loadState({ isLoading: false, data: { id: 'x' }, refetch })).toEqual({
      data: { id: 'x' },
      fallback: null,
    });
  });

  test('a 404 goes to the not-found page only when the page asks for it; otherwise it is an error to retry', () => {
    expect(
      loadState({ isLoading: false, error: notFound, refetch }, { notFoundPage: true }).fallback?.type,
    ).toBe(Navigate);
    expect(loadState({ isLoading: false, error: notFound, refetch }).fallback?.type).toBe(LoadError);
  });

  test('a 404 wins over data kept from an earlier load (the record was archived meanwhile)', () => {
    const state = loadState(
      { isLoading: false, data: { id: 'x' }, error: notFound, refetch },
      { notFoundPage: true },
    );
    expect(state.data).toBeUndefined();
    expect(state.fallback?.type).toBe(Navigate);
  });
});
