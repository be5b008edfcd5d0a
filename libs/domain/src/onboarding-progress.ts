import { PHASES, type Phase, type TaskStatus } from '@onboard/contracts';

/** Where a phase stands for a client: passed, the one it is in, or still ahead. */
export type PhaseState = 'done' | 'current' | 'upcoming';

/**
 * A date shown under a phase (decision 031): when it was completed, or when it is due. Calendar dates
 * (YYYY-MM-DD) or ISO times, as the client carries them.
 */
export type PhaseDate = { kind: 'completed' | 'due'; date: string };

export type PhaseStep = { phase: Phase; state: PhaseState; date: PhaseDate | null };

/** What the progress needs of a client: its phase, release status, and (in the detail) dates and tasks. */
export type ProgressClient = {
  phase: Phase | null;
  releaseStatus: string | null;
  welcomeFlowCompletedAt?: string | null;
  liveReleaseStatusAt?: string | null;
  policies?: readonly {
    primaryPolicy: boolean;
    infoGatheringDeadline: string | null;
    enrollmentCensusDeadline: string | null;
    liveStatusDate: string | null;
  }[];
};

/** A LIVE release status means onboarding is complete (spec §3), whatever phase the policy still shows. */
export function currentPhase(client: Pick<ProgressClient, 'phase' | 'releaseStatus'>): Phase | null {
  return client.releaseStatus === 'LIVE' ? 'ONBOARDING_COMPLETE' : client.phase;
}

/**
 * How far along the six phases a client is, 1 to 6 (0 without a phase). A client whose onboarding is
 * complete stands at 6 of 6.
 */
export function phasePosition(client: Pick<ProgressClient, 'phase' | 'releaseStatus'>): number {
  const phase = currentPhase(client);
  return phase ? PHASES.indexOf(phase) + 1 : 0;
}

/** The date of each phase where the client knows one (decision 031). */
function phaseDate(phase: Phase, client: ProgressClient, done: boolean): PhaseDate | null {
  const primary = client.policies?.find((p) => p.primaryPolicy) ?? client.policies?.[0];
  const completed = (date: string | null | undefined): PhaseDate | null =>
    date ? { kind: 'completed', date } : null;
  const due = (date: string | null | undefined): PhaseDate | null =>
    date && !done ? { kind: 'due', date } : null;
  switch (phase) {
    case 'WELCOME':
      return completed(client.welcomeFlowCompletedAt);
    case 'INFO_GATHERING':
      return due(primary?.infoGatheringDeadline);
    case 'REVIEW_AND_VALIDATE':
      return due(primary?.enrollmentCensusDeadline);
    case 'ONBOARDING_COMPLETE':
      return completed(client.liveReleaseStatusAt) ?? due(primary?.liveStatusDate);
    default:
      return null;
  }
}

/**
 * The six phases of spec §3 in order, each passed, current or ahead, with its date where known. The phase
 * "Onboarding complete" is done, not current, once the client is there: nothing is left to do.
 */
export function phaseSteps(client: ProgressClient): PhaseStep[] {
  const position = phasePosition(client);
  return PHASES.map((phase, i) => {
    const state: PhaseState =
      i + 1 < position || (i + 1 === position && phase === 'ONBOARDING_COMPLETE')
        ? 'done'
        : i + 1 === position
          ? 'current'
          : 'upcoming';
    return { phase, state, date: phaseDate(phase, client, state === 'done') };
  });
}

/** How many of the tasks are done (status Done), of how many. */
export function taskProgress(tasks: readonly { status: TaskStatus }[]): { done: number; total: number } {
  return { done: tasks.filter((t) => t.status === 'Done').length, total: tasks.length };
}

/**
 * Whether the hub invites the client to the welcome flow: only while the flow is not completed and the
 * client is not live (a live client's onboarding is complete).
 */
export function showsWelcomePrompt(client: {
  welcomeFlowCompletedAt: string | null;
  releaseStatus: string | null;
}): boolean {
  return !client.welcomeFlowCompletedAt && client.releaseStatus !== 'LIVE';
}
