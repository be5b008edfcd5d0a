import { describe, expect, test } from '@jest/globals';
import { CLIENT_TASK_IDS, POLICY_TASK_IDS, TASK_STATUSES, type TaskStatus } from '@onboard/contracts';
import { taskKind, type TaskKind } from './task-kinds.js';
import {
  TASK_EVENT_TYPES,
  allowedEvents,
  nextTaskStatus,
  type TaskActorRole,
  type TaskEvent,
  type TaskEventType,
} from './task-transitions.js';

const ev = (type: TaskEventType): TaskEvent =>
  type === 'nigo' ? { type, reasons: ['Missing page 2'] } : { type };

describe('task kinds (decision 122)', () => {
  test.each([
    ['kickoff-call', 'call'],
    ['ongoing-service-call', 'call'],
    ['onboarding-forms', 'signed'],
    ['prior-carrier-certificates', 'reviewed'],
    ['enrollment-resources', 'client'],
    ['company-profile', 'client'],
    ['eif-submit-company-information', 'signed'],
    ['prior-carrier-bills', 'reviewed'],
    ['enrollment-elections', 'reviewed'],
    ['pfml', 'reviewed'],
    ['pfml-spd', 'reviewed'],
    ['sunadvisor-spd', 'reviewed'],
    ['dental-rollover', 'reviewed'],
    ['deductible-maximum-report', 'reviewed'],
    ['dental', 'client'],
    ['life', 'client'],
    ['toString', 'client'],
  ] as const)('%s is %s', (taskId, kind) => {
    expect(taskKind(taskId)).toBe(kind);
  });

  test('every task id of spec §4 has a row above', () => {
    expect(CLIENT_TASK_IDS.length + POLICY_TASK_IDS.length).toBe(14);
  });
});

type Row = [TaskStatus, TaskEventType[], TaskEventType[], TaskEventType[]];

/** Per kind: status, then the events a ben admin, a staff admin and the system may fire. */
const ALLOWED: Record<TaskKind, { taskId: string; rows: Row[] }> = {
  reviewed: {
    taskId: 'prior-carrier-bills',
    rows: [
      [
        'Upcoming',
        ['started', 'submitted'],
        ['phaseReached', 'started', 'submitted', 'voided'],
        ['phaseReached'],
      ],
      ['Not Started', ['started', 'submitted'], ['started', 'submitted', 'voided'], []],
      ['In Progress', ['submitted'], ['submitted', 'voided'], []],
      ['NIGO', ['resubmitted'], ['resubmitted', 'voided'], []],
      ['Needs Review', [], ['reviewStarted', 'approved', 'nigo', 'voided'], []],
      ['In Review', [], ['approved', 'nigo', 'voided'], []],
      ['Done', [], ['reopened'], []],
      ['Voided', [], ['reopened'], []],
      ['Declined', [], [], []],
    ],
  },
  signed: {
    taskId: 'onboarding-forms',
    rows: [
      [
        'Upcoming',
        ['started', 'submitted', 'declined'],
        ['phaseReached', 'started', 'voided'],
        ['phaseReached', 'submitted', 'voided', 'declined'],
      ],
      [
        'Not Started',
        ['started', 'submitted', 'declined'],
        ['started', 'voided'],
        ['submitted', 'voided', 'declined'],
      ],
      ['In Progress', ['submitted', 'declined'], ['voided'], ['submitted', 'voided', 'declined']],
      ['NIGO', ['resubmitted', 'declined'], ['voided'], ['resubmitted', 'voided', 'declined']],
      ['Needs Review', [], ['reviewStarted', 'approved', 'nigo', 'voided'], ['voided']],
      ['In Review', [], ['approved', 'nigo', 'voided'], ['voided']],
      ['Done', [], ['reopened'], []],
      ['Voided', [], ['reopened'], []],
      ['Declined', [], ['reopened'], []],
    ],
  },
  client: {
    taskId: 'company-profile',
    rows: [
      [
        'Upcoming',
        ['started', 'completed'],
        ['phaseReached', 'started', 'completed', 'voided'],
        ['phaseReached'],
      ],
      ['Not Started', ['started', 'completed'], ['started', 'completed', 'voided'], []],
      ['In Progress', ['completed'], ['nigo', 'completed', 'voided'], []],
      ['NIGO', ['completed'], ['completed', 'voided'], []],
      ['Needs Review', [], [], []],
      ['In Review', [], [], []],
      ['Done', [], ['nigo', 'reopened'], []],
      ['Voided', [], ['reopened'], []],
      ['Declined', [], [], []],
    ],
  },
  call: {
    taskId: 'kickoff-call',
    rows: [
      [
        'Upcoming',
        ['started'],
        ['phaseReached', 'started', 'completed', 'voided', 'declined'],
        ['phaseReached'],
      ],
      ['Not Started', ['started'], ['started', 'completed', 'voided', 'declined'], []],
      ['In Progress', [], ['completed', 'voided', 'declined'], []],
      ['NIGO', [], [], []],
      ['Needs Review', [], [], []],
      ['In Review', [], [], []],
      ['Done', [], ['reopened'], []],
      ['Voided', [], ['reopened'], []],
      ['Declined', [], ['reopened'], []],
    ],
  },
};

describe.each(Object.entries(ALLOWED))('allowed events of a %s task', (_kind, { taskId, rows }) => {
  test('the table has every status', () => {
    expect(rows.map(([status]) => status).sort()).toEqual([...TASK_STATUSES].sort());
  });

  test.each(rows)('%s: ben admin %j, staff %j, system %j', (status, client, staff, system) => {
    expect(allowedEvents(taskId, status, 'BEN_ADMIN')).toEqual(client);
    expect(allowedEvents(taskId, status, 'BROKER')).toEqual(client);
    expect(allowedEvents(taskId, status, 'SLF_ADMIN')).toEqual(staff);
    expect(allowedEvents(taskId, status, 'SLF_OWNER')).toEqual(staff);
    expect(allowedEvents(taskId, status, 'SYSTEM')).toEqual(system);
  });

  test('nextTaskStatus accepts exactly the allowed events, for every status, event and role', () => {
    const roles: TaskActorRole[] = ['BEN_ADMIN', 'BROKER', 'SLF_ADMIN', 'SLF_OWNER', 'SYSTEM'];
    for (const status of TASK_STATUSES) {
      for (const role of roles) {
        const allowed = allowedEvents(taskId, status, role);
        for (const type of TASK_EVENT_TYPES) {
          expect([status, role, type, nextTaskStatus(taskId, status, ev(type), { role }).ok]).toEqual([
            status,
            role,
            type,
            allowed.includes(type),
          ]);
        }
      }
    }
  });
});

describe('where each event takes a task', () => {
  test.each([
    // reviewed
    ['enrollment-elections', 'Upcoming', 'phaseReached', 'SYSTEM', 'Not Started'],
    ['enrollment-elections', 'Upcoming', 'started', 'BEN_ADMIN', 'In Progress'],
    ['enrollment-elections', 'Not Started', 'started', 'BROKER', 'In Progress'],
    ['enrollment-elections', 'In Progress', 'submitted', 'BEN_ADMIN', 'Needs Review'],
    ['prior-carrier-certificates', 'Not Started', 'submitted', 'SLF_ADMIN', 'Needs Review'],
    ['prior-carrier-certificates', 'Needs Review', 'reviewStarted', 'SLF_ADMIN', 'In Review'],
    ['prior-carrier-certificates', 'In Review', 'approved', 'SLF_OWNER', 'Done'],
    ['deductible-maximum-report', 'Needs Review', 'approved', 'SLF_ADMIN', 'Done'],
    ['deductible-maximum-report', 'In Review', 'nigo', 'SLF_ADMIN', 'NIGO'],
    ['pfml-spd', 'NIGO', 'resubmitted', 'BROKER', 'Needs Review'],
    ['sunadvisor-spd', 'NIGO', 'voided', 'SLF_ADMIN', 'Voided'],
    ['dental-rollover', 'Done', 'reopened', 'SLF_ADMIN', 'In Progress'],
    ['pfml', 'Voided', 'reopened', 'SLF_OWNER', 'In Progress'],
    // signed
    ['onboarding-forms', 'In Progress', 'submitted', 'SYSTEM', 'Needs Review'],
    ['eif-submit-company-information', 'Not Started', 'submitted', 'BROKER', 'Needs Review'],
    ['onboarding-forms', 'Needs Review', 'nigo', 'SLF_ADMIN', 'NIGO'],
    ['onboarding-forms', 'NIGO', 'resubmitted', 'BEN_ADMIN', 'Needs Review'],
    ['onboarding-forms', 'In Progress', 'declined', 'BEN_ADMIN', 'Declined'],
    ['onboarding-forms', 'NIGO', 'declined', 'SYSTEM', 'Declined'],
    ['onboarding-forms', 'In Review', 'voided', 'SYSTEM', 'Voided'],
    ['onboarding-forms', 'Declined', 'reopened', 'SLF_ADMIN', 'In Progress'],
    ['eif-submit-company-information', 'In Review', 'approved', 'SLF_ADMIN', 'Done'],
    // client
    ['company-profile', 'Upcoming', 'completed', 'BEN_ADMIN', 'Done'],
    ['enrollment-resources', 'In Progress', 'completed', 'BROKER', 'Done'],
    ['company-profile', 'Done', 'nigo', 'SLF_ADMIN', 'NIGO'],
    ['company-profile', 'NIGO', 'completed', 'BEN_ADMIN', 'Done'],
    ['dental', 'Not Started', 'voided', 'SLF_OWNER', 'Voided'],
    // call
    ['kickoff-call', 'Not Started', 'started', 'BEN_ADMIN', 'In Progress'],
    ['kickoff-call', 'In Progress', 'completed', 'SLF_ADMIN', 'Done'],
    ['kickoff-call', 'Upcoming', 'declined', 'SLF_ADMIN', 'Declined'],
    ['ongoing-service-call', 'Not Started', 'voided', 'SLF_OWNER', 'Voided'],
    ['ongoing-service-call', 'Declined', 'reopened', 'SLF_ADMIN', 'In Progress'],
  ] as const)('%s %s, %s by %s → %s', (taskId, from, type, role, to) => {
    expect(nextTaskStatus(taskId, from, ev(type), { role })).toEqual({ ok: true, status: to });
  });
});

describe('refusals, with messages for people', () => {
  test.each([
    [
      'prior-carrier-bills',
      'Needs Review',
      'approved',
      'BEN_ADMIN',
      'forbidden',
      'Only Sun Life staff can approve this task.',
    ],
    [
      'prior-carrier-bills',
      'In Review',
      'nigo',
      'BROKER',
      'forbidden',
      'Only Sun Life staff can mark this task Action Required.',
    ],
    [
      'kickoff-call',
      'In Progress',
      'completed',
      'BEN_ADMIN',
      'forbidden',
      'Only Sun Life staff can complete this task.',
    ],
    [
      'onboarding-forms',
      'In Progress',
      'submitted',
      'SLF_ADMIN',
      'forbidden',
      "Only the client's users can send this task for review.",
    ],
    [
      'onboarding-forms',
      'In Progress',
      'declined',
      'SLF_OWNER',
      'forbidden',
      "Only the client's users can decline this task.",
    ],
    [
      'company-profile',
      'Upcoming',
      'phaseReached',
      'BEN_ADMIN',
      'forbidden',
      'Only Sun Life staff can open this task for its phase.',
    ],
    [
      'company-profile',
      'In Progress',
      'started',
      'SYSTEM',
      'forbidden',
      'Only signed-in users can start this task.',
    ],
    [
      'prior-carrier-bills',
      'Done',
      'submitted',
      'BEN_ADMIN',
      'notAllowedFrom',
      'A task that is Completed cannot be sent for review.',
    ],
    [
      'prior-carrier-bills',
      'Declined',
      'reopened',
      'SLF_ADMIN',
      'notAllowedFrom',
      'A task that is Declined cannot be reopened.',
    ],
    [
      'enrollment-elections',
      'Not Started',
      'approved',
      'SLF_ADMIN',
      'notAllowedFrom',
      'A task that is Not Started cannot be approved.',
    ],
    [
      'enrollment-elections',
      'NIGO',
      'nigo',
      'SLF_ADMIN',
      'notAllowedFrom',
      'A task that is Action Required cannot be marked Action Required.',
    ],
    [
      'pfml',
      'Not Started',
      'phaseReached',
      'SYSTEM',
      'notAllowedFrom',
      'A task that is Not Started cannot be opened for its phase.',
    ],
    [
      'pfml',
      'In Progress',
      'declined',
      'SLF_ADMIN',
      'notAllowedFrom',
      'A task reviewed by Sun Life staff cannot be declined.',
    ],
    [
      'pfml',
      'In Progress',
      'completed',
      'BEN_ADMIN',
      'notAllowedFrom',
      'A task reviewed by Sun Life staff cannot be completed.',
    ],
    [
      'company-profile',
      'In Progress',
      'submitted',
      'BEN_ADMIN',
      'notAllowedFrom',
      'A task the client completes cannot be sent for review.',
    ],
    [
      'kickoff-call',
      'In Progress',
      'nigo',
      'SLF_ADMIN',
      'notAllowedFrom',
      'A call cannot be marked Action Required.',
    ],
    [
      'onboarding-forms',
      'Done',
      'completed',
      'SLF_ADMIN',
      'notAllowedFrom',
      'A signature task cannot be completed.',
    ],
  ] as const)('%s %s, %s by %s: %s', (taskId, from, type, role, reason, message) => {
    expect(nextTaskStatus(taskId, from, ev(type), { role })).toEqual({ ok: false, reason, message });
  });

  test.each([[[]], [['']], [['  ', '\t']]] as const)('NIGO without a reason (%j) is refused', (reasons) => {
    expect(
      nextTaskStatus('prior-carrier-bills', 'In Review', { type: 'nigo', reasons }, { role: 'SLF_ADMIN' }),
    ).toEqual({
      ok: false,
      reason: 'reasonsRequired',
      message: 'Give at least one reason, so the client knows what action is required.',
    });
  });

  test('a forbidden NIGO says forbidden even without reasons', () => {
    expect(
      nextTaskStatus(
        'prior-carrier-bills',
        'In Review',
        { type: 'nigo', reasons: [] },
        { role: 'BEN_ADMIN' },
      ),
    ).toMatchObject({ ok: false, reason: 'forbidden' });
  });
});
