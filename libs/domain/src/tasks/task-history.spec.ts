import { describe, expect, test } from '@jest/globals';
import { applyTaskEvent, currentNigoReasons, type TaskHistoryEntry, type TaskState } from './task-history.js';

const MONDAY = new Date('2026-03-02T15:00:00.000Z');
const TUESDAY = new Date('2026-03-03T09:30:00.000Z');
const WEDNESDAY = new Date('2026-03-04T11:00:00.000Z');

const bills = (extra: Partial<TaskState> = {}): TaskState & { dueDate: string } => ({
  taskId: 'prior-carrier-bills',
  status: 'Not Started',
  statusUpdatedAt: '2026-02-20T10:00:00.000Z',
  history: [],
  dueDate: '2026-03-15',
  ...extra,
});

describe('applyTaskEvent', () => {
  test('a change sets the status, statusUpdatedAt to now, appends one entry and keeps other fields', () => {
    const result = applyTaskEvent(
      bills(),
      { type: 'submitted' },
      { role: 'BEN_ADMIN', userId: 'u-1' },
      MONDAY,
    );
    expect(result).toEqual({
      ok: true,
      task: {
        taskId: 'prior-carrier-bills',
        status: 'Needs Review',
        statusUpdatedAt: '2026-03-02T15:00:00.000Z',
        dueDate: '2026-03-15',
        history: [
          {
            status: 'Needs Review',
            event: 'submitted',
            at: '2026-03-02T15:00:00.000Z',
            by: { role: 'BEN_ADMIN', userId: 'u-1' },
          },
        ],
      },
    });
  });

  test('a refused event leaves the task as it was and says why', () => {
    const task = bills({ status: 'Needs Review', statusUpdatedAt: '2026-03-01T08:00:00.000Z' });
    const result = applyTaskEvent(task, { type: 'approved' }, { role: 'BROKER' }, MONDAY);
    expect(result).toEqual({
      ok: false,
      reason: 'forbidden',
      message: 'Only Sun Life staff can approve this task.',
    });
    expect(task.status).toBe('Needs Review');
    expect(task.statusUpdatedAt).toBe('2026-03-01T08:00:00.000Z');
    expect(task.history).toEqual([]);
  });

  test('the input task is not changed', () => {
    const task = bills();
    applyTaskEvent(task, { type: 'started' }, { role: 'BEN_ADMIN' }, MONDAY);
    expect(task).toEqual(bills());
  });

  test('a review round: submitted, reviewed, NIGO with trimmed reasons, resubmitted, approved', () => {
    const staff = { role: 'SLF_ADMIN', userId: 's-9' } as const;
    const client = { role: 'BEN_ADMIN', userId: 'u-1' } as const;
    let task: TaskState = bills();
    const steps = [
      [{ type: 'submitted' }, client, MONDAY],
      [{ type: 'reviewStarted' }, staff, MONDAY],
      [{ type: 'nigo', reasons: ['  Bill for March missing ', '', 'Wrong policy number'] }, staff, TUESDAY],
      [{ type: 'resubmitted' }, client, WEDNESDAY],
      [{ type: 'approved' }, staff, WEDNESDAY],
    ] as const;
    const seen: string[] = [];
    for (const [event, actor, now] of steps) {
      const result = applyTaskEvent(task, event, actor, now);
      if (!result.ok) throw new Error(result.message);
      task = result.task;
      seen.push(`${task.status} ${currentNigoReasons(task).join(' | ')}`.trim());
    }
    expect(seen).toEqual([
      'Needs Review',
      'In Review',
      'NIGO Bill for March missing | Wrong policy number',
      'Needs Review',
      'Done',
    ]);
    expect(task.statusUpdatedAt).toBe('2026-03-04T11:00:00.000Z');
    const expected: TaskHistoryEntry[] = [
      { status: 'Needs Review', event: 'submitted', at: '2026-03-02T15:00:00.000Z', by: client },
      { status: 'In Review', event: 'reviewStarted', at: '2026-03-02T15:00:00.000Z', by: staff },
      {
        status: 'NIGO',
        event: 'nigo',
        at: '2026-03-03T09:30:00.000Z',
        by: staff,
        reasons: ['Bill for March missing', 'Wrong policy number'],
      },
      { status: 'Needs Review', event: 'resubmitted', at: '2026-03-04T11:00:00.000Z', by: client },
      { status: 'Done', event: 'approved', at: '2026-03-04T11:00:00.000Z', by: staff },
    ];
    expect(task.history).toEqual(expected);
  });

  test('a NIGO without reasons is refused and nothing is recorded', () => {
    const task = bills({ status: 'In Review' });
    expect(
      applyTaskEvent(task, { type: 'nigo', reasons: [' '] }, { role: 'SLF_OWNER' }, MONDAY),
    ).toMatchObject({
      ok: false,
      reason: 'reasonsRequired',
    });
  });

  test('the system acting has no user id in the entry', () => {
    const form: TaskState = {
      taskId: 'onboarding-forms',
      status: 'In Progress',
      statusUpdatedAt: null,
      history: [],
    };
    const result = applyTaskEvent(form, { type: 'declined' }, { role: 'SYSTEM', userId: null }, TUESDAY);
    expect(result).toEqual({
      ok: true,
      task: {
        taskId: 'onboarding-forms',
        status: 'Declined',
        statusUpdatedAt: '2026-03-03T09:30:00.000Z',
        history: [
          { status: 'Declined', event: 'declined', at: '2026-03-03T09:30:00.000Z', by: { role: 'SYSTEM' } },
        ],
      },
    });
  });
});

describe('currentNigoReasons', () => {
  const nigo: TaskHistoryEntry = {
    status: 'NIGO',
    event: 'nigo',
    at: '2026-03-03T09:30:00.000Z',
    by: { role: 'SLF_ADMIN' },
    reasons: ['Unsigned'],
  };
  const resubmitted: TaskHistoryEntry = {
    status: 'Needs Review',
    event: 'resubmitted',
    at: '2026-03-04T11:00:00.000Z',
    by: { role: 'BEN_ADMIN' },
  };
  test.each([
    ['in NIGO: the reasons of the NIGO', 'NIGO', [nigo], ['Unsigned']],
    ['resubmitted since: none', 'Needs Review', [nigo, resubmitted], []],
    ['in NIGO without history: none', 'NIGO', [], []],
    ['done: none', 'Done', [nigo], []],
  ] as const)('%s', (_name, status, history, reasons) => {
    expect(currentNigoReasons({ status, history })).toEqual(reasons);
  });
});
