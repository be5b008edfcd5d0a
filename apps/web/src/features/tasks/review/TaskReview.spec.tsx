import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  NIGO_REASON_MAX_LENGTH,
  fieldError,
  keyedMessage,
  type TaskActivity,
  type TaskEventType,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A } from '../../../test/clients.js';
import { envelope, json } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import type { TaskOfClient } from '../registry.js';
import { TaskReview, offeredEvents } from './TaskReview.js';

const TASK = '0b6f5c3e-0000-4000-8000-0000000000f1';
const task = (over: Partial<TaskOfClient> = {}): TaskOfClient => ({
  id: TASK,
  taskId: 'prior-carrier-certificates',
  policyId: null,
  status: 'NIGO',
  dueDate: null,
  statusUpdatedAt: '2026-03-03T10:00:00.000Z',
  nigoReasons: ['The certificate is not signed', 'Page 2 is missing'],
  ...over,
});

const nigoHistory: TaskActivity['history'] = [
  {
    id: '0b6f5c3e-0000-4000-8000-0000000000e1',
    event: 'submitted',
    fromStatus: 'Not Started',
    status: 'Needs Review',
    at: '2026-03-02T15:00:00.000Z',
    by: { role: 'BEN_ADMIN', userId: null, name: 'Bea Admin' },
    reasons: [],
  },
  {
    id: '0b6f5c3e-0000-4000-8000-0000000000e2',
    event: 'nigo',
    fromStatus: 'Needs Review',
    status: 'NIGO',
    at: '2026-03-03T10:00:00.000Z',
    by: { role: 'SLF_ADMIN', userId: null, name: 'Sam Staff' },
    reasons: ['The certificate is not signed', 'Page 2 is missing'],
  },
];

function renderReview(
  activity: TaskActivity,
  {
    language = 'en' as 'en' | 'es',
    afterEvent,
    pageTask = activity.task,
  }: {
    language?: 'en' | 'es';
    afterEvent?: (body: unknown) => Response;
    /** The task as the page's status badge has it (the client's tasks), when it differs from the activity's. */
    pageTask?: TaskOfClient;
  } = {},
) {
  const { gateway } = renderWithGateway(
    [
      { route: CLIENTS_CALLS.taskActivity, respond: () => json(200, activity) },
      {
        route: CLIENTS_CALLS.taskEvent,
        respond: async (request) => (afterEvent ? afterEvent(await request.json()) : json(200, activity)),
      },
    ],
    {
      language,
      routes: [{ path: '/', element: <TaskReview clientId={CLIENT_A} task={pageTask} /> }],
    },
  );
  return gateway;
}

describe('TaskReview', () => {
  test('a NIGO task shows what to fix, the client may resubmit, and the history newest first', async () => {
    const gateway = renderReview({ task: task(), history: nigoHistory, allowedEvents: ['resubmitted'] });
    const fix = await screen.findByRole('region', { name: 'Action required' });
    expect(
      within(fix)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The certificate is not signed', 'Page 2 is missing']);
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() =>
      expect(within(history).getAllByText(/^(Marked action required|Submitted for review)$/)).toHaveLength(2),
    );
    const titles = within(history)
      .getAllByText(/^(Marked action required|Submitted for review)$/)
      .map((node) => node.textContent);
    expect(titles).toEqual(['Marked action required', 'Submitted for review']);
    expect(history.textContent).toContain('Sam Staff (Sun Life team)');
    expect(history.textContent).toContain('Bea Admin (Benefits administrator)');
    // Only the events the server allows (and no review button for the client).
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(async () =>
      expect(await gateway.bodies(CLIENTS_CALLS.taskEvent, { clientId: CLIENT_A, taskId: TASK })).toEqual([
        { event: 'resubmitted' },
      ]),
    );
  });

  test('what to fix follows the status the page shows: resubmitted, it is gone while the activity is not yet read again', async () => {
    // The client's tasks already say Needs Review (the badge above); the activity still holds the NIGO.
    renderReview(
      { task: task(), history: nigoHistory, allowedEvents: [] },
      { pageTask: task({ status: 'Needs Review', nigoReasons: [] }) },
    );
    const history = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByText('Marked action required')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Action required' })).toBeNull();
  });

  test('staff mark it action required: the reasons are asked for, one a line; the server’s field error shows', async () => {
    let calls = 0;
    const gateway = renderReview(
      {
        task: task({ status: 'Needs Review', nigoReasons: [] }),
        history: nigoHistory.slice(0, 1),
        allowedEvents: ['reviewStarted', 'approved', 'nigo', 'voided'],
      },
      {
        afterEvent: () => {
          calls += 1;
          return calls === 1
            ? envelope(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
                {
                  path: 'body.reasons',
                  message: 'Give at least one reason, so the client knows what action is required',
                },
              ])
            : json(200, { task: task(), history: nigoHistory, allowedEvents: [] });
        },
      },
    );
    expect(screen.queryByRole('region', { name: 'Action required' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark action required' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark action required' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark action required' }));
    expect(
      await within(dialog).findByText(
        'Give at least one reason, so the client knows what action is required',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('What must the client fix?'), {
      target: { value: 'Not signed\n\n  Page 2 missing  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark action required' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const bodies = await gateway.bodies(CLIENTS_CALLS.taskEvent, { clientId: CLIENT_A, taskId: TASK });
    expect(bodies).toEqual([
      { event: 'nigo', reasons: [] },
      { event: 'nigo', reasons: ['Not signed', 'Page 2 missing'] },
    ]);
  });

  test('a 5,000-character reason: the line’s limit shows on the reasons field, not "Some fields are not valid"', async () => {
    renderReview(
      {
        task: task({ status: 'Needs Review', nigoReasons: [] }),
        history: nigoHistory.slice(0, 1),
        allowedEvents: ['nigo'],
      },
      {
        // What the gateway answers for a reason over NIGO_REASON_MAX_LENGTH: a row for the list's item.
        afterEvent: () =>
          envelope(400, 'VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
            fieldError('body.reasons.0', 'textTooLong', { max: NIGO_REASON_MAX_LENGTH }),
          ]),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark action required' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark action required' });
    const reasons = within(dialog).getByLabelText('What must the client fix?');
    fireEvent.change(reasons, { target: { value: 'x'.repeat(5000) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark action required' }));
    expect(await within(dialog).findByText('Please enter at most 500 characters')).toBeTruthy();
    expect(within(dialog).queryByText('Some fields are not valid')).toBeNull();
    expect(reasons.getAttribute('aria-invalid')).toBe('true');
  });

  test('Void asks first: cancelling sends nothing; confirming voids the task', async () => {
    const gateway = renderReview({
      task: task({ status: 'Needs Review', nigoReasons: [] }),
      history: nigoHistory.slice(0, 1),
      allowedEvents: ['reviewStarted', 'nigo', 'voided'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Void this task?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.requests(CLIENTS_CALLS.taskEvent, { clientId: CLIENT_A, taskId: TASK })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    const again = await screen.findByRole('alertdialog', { name: 'Void this task?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Void task' }));
    await waitFor(async () =>
      expect(await gateway.bodies(CLIENTS_CALLS.taskEvent, { clientId: CLIENT_A, taskId: TASK })).toEqual([
        { event: 'voided' },
      ]),
    );
  });

  test('a submission the server refuses for want of documents says so, in the user’s language', async () => {
    renderReview(
      {
        task: task({ status: 'Not Started', nigoReasons: [] }),
        history: [],
        allowedEvents: ['started', 'submitted', 'voided'],
      },
      {
        language: 'es',
        afterEvent: () => envelope(409, 'TASK_DOCUMENTS_REQUIRED', keyedMessage('taskDocumentsRequired')),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar para revisión' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Suba al menos un documento antes de enviar esta tarea para revisión',
    );
  });

  test('in Spanish', async () => {
    renderReview({ task: task(), history: nigoHistory, allowedEvents: ['resubmitted'] }, { language: 'es' });
    expect(await screen.findByRole('button', { name: 'Volver a enviar para revisión' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Historial' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Acción requerida' })).toBeTruthy();
  });
});

describe('offeredEvents: what the task’s own work fires gets no button', () => {
  const all: TaskEventType[] = [
    'phaseReached',
    'started',
    'submitted',
    'resubmitted',
    'completed',
    'declined',
    'approved',
  ];
  test.each([
    [
      'prior-carrier-certificates',
      ['started', 'submitted', 'resubmitted', 'completed', 'declined', 'approved'],
    ],
    ['onboarding-forms', ['started', 'completed', 'approved']],
    ['kickoff-call', ['submitted', 'resubmitted', 'approved']],
    ['enrollment-elections', ['started', 'completed', 'declined', 'approved']],
    ['pfml-spd', ['started', 'resubmitted', 'completed', 'declined', 'approved']],
  ])('%s', (taskId, expected) => {
    expect(offeredEvents(taskId, all)).toEqual(expected);
  });
});
