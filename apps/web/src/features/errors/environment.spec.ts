import { describe, expect, test } from '@jest/globals';
import { detectEnvironment, traceSampleRate, type ErrorEnvironment } from './environment.js';

describe('environment from the host name (decision 154)', () => {
  test.each<[string, ErrorEnvironment | null]>([
    ['localhost', 'Local'],
    ['LOCALHOST', 'Local'],
    ['127.0.0.1', 'Local'],
    ['127.1.2.3', 'Local'],
    ['[::1]', 'Local'],
    ['0.0.0.0', 'Local'],
    ['onboard.localhost', 'Local'],
    ['my-mac.local', 'Local'],
    ['qa.onboard.example.com', 'QA'],
    ['onboard-qa.example.com', 'QA'],
    ['onboard.qa2.example.com', 'QA'],
    ['stage.onboard.example.com', 'Stage'],
    ['onboard-staging.example.com', 'Stage'],
    ['stg.onboard.example.com', 'Stage'],
    ['onboard-stg3.example.com', 'Stage'],
    ['onboard.example.com', 'Production'],
    ['www.onboard.example.com', 'Production'],
    ['onboard.example.com.', 'Production'],
    // "qa" or "stage" inside a word is no marker.
    ['aqua.example.com', null],
    ['backstage.example.com', null],
    ['qatar-onboard.example.com', null],
    ['onboard.example.org', null],
    ['evil-onboard.example.com', null],
    ['', null],
  ])('%s → %s', (host, environment) => {
    expect(detectEnvironment(host)).toBe(environment);
  });
});

describe('trace sample rate (spec §9)', () => {
  test.each<[ErrorEnvironment | null, number]>([
    ['Local', 1],
    ['QA', 1],
    ['Stage', 1],
    ['Production', 0.1],
    [null, 0],
  ])('%s → %s', (environment, rate) => {
    expect(traceSampleRate(environment)).toBe(rate);
  });
});
