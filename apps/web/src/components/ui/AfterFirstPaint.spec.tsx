import { afterEach, describe, expect, test } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint.js';

afterEach(cleanup);

describe('AfterFirstPaint', () => {
  test('renders nothing in the first render, then its children once the browser is idle', async () => {
    render(
      <main>
        <p>page</p>
        <AfterFirstPaint>
          <p>later</p>
        </AfterFirstPaint>
      </main>,
    );
    // The first render (what the first paint shows) has the page without the deferred part.
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('later')).toBeNull();
    expect(await screen.findByText('later')).toBeTruthy();
  });
});
