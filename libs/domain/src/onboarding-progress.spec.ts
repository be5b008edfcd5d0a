import { describe, expect, test } from '@jest/globals';
import { phasePosition, phaseSteps, showsWelcomePrompt, taskProgress } from './onboarding-progress.js';

const policy = {
  primaryPolicy: true,
  infoGatheringDeadline: '2026-03-01',
  enrollmentCensusDeadline: '2026-04-01',
  liveStatusDate: '2026-06-01',
};

describe('onboarding progress (spec §3 phases, decision 031)', () => {
  test('a client in info gathering: welcome done with its date, info gathering current with its due date', () => {
    const steps = phaseSteps({
      phase: 'INFO_GATHERING',
      releaseStatus: 'IMPLEMENTATION',
      welcomeFlowCompletedAt: '2026-02-02T10:00:00.000Z',
      liveReleaseStatusAt: null,
      policies: [policy],
    });
    expect(steps).toEqual([
      { phase: 'WELCOME', state: 'done', date: { kind: 'completed', date: '2026-02-02T10:00:00.000Z' } },
      { phase: 'INFO_GATHERING', state: 'current', date: { kind: 'due', date: '2026-03-01' } },
      { phase: 'REVIEW_AND_VALIDATE', state: 'upcoming', date: { kind: 'due', date: '2026-04-01' } },
      { phase: 'PLAN_APPROVAL', state: 'upcoming', date: null },
      { phase: 'CONTRACTS_AND_BILLING', state: 'upcoming', date: null },
      { phase: 'ONBOARDING_COMPLETE', state: 'upcoming', date: { kind: 'due', date: '2026-06-01' } },
    ]);
    expect(phasePosition({ phase: 'INFO_GATHERING', releaseStatus: null })).toBe(2);
  });

  test('a live client stands at 6 of 6 with every phase done, whatever phase its policy shows', () => {
    const client = {
      phase: 'PLAN_APPROVAL' as const,
      releaseStatus: 'LIVE',
      liveReleaseStatusAt: '2026-07-01T00:00:00.000Z',
      policies: [policy],
    };
    expect(phasePosition(client)).toBe(6);
    const steps = phaseSteps(client);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    // Deadlines of finished phases are not shown as due.
    expect(steps.map((s) => s.date)).toEqual([
      null,
      null,
      null,
      null,
      null,
      { kind: 'completed', date: '2026-07-01T00:00:00.000Z' },
    ]);
  });

  test('no phase: nothing passed, position 0', () => {
    expect(phasePosition({ phase: null, releaseStatus: null })).toBe(0);
    expect(phaseSteps({ phase: null, releaseStatus: null }).every((s) => s.state === 'upcoming')).toBe(true);
  });

  test('tasks done counts status Done only', () => {
    expect(taskProgress([{ status: 'Done' }, { status: 'In Progress' }, { status: 'NIGO' }])).toEqual({
      done: 1,
      total: 3,
    });
    expect(taskProgress([])).toEqual({ done: 0, total: 0 });
  });

  test('the welcome prompt: only while the flow is not done and the client is not live', () => {
    expect(showsWelcomePrompt({ welcomeFlowCompletedAt: null, releaseStatus: 'IMPLEMENTATION' })).toBe(true);
    expect(showsWelcomePrompt({ welcomeFlowCompletedAt: null, releaseStatus: null })).toBe(true);
    expect(showsWelcomePrompt({ welcomeFlowCompletedAt: null, releaseStatus: 'LIVE' })).toBe(false);
    expect(showsWelcomePrompt({ welcomeFlowCompletedAt: '2026-01-01', releaseStatus: null })).toBe(false);
  });
});
