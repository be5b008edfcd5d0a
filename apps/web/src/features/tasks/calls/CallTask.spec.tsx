import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  DEFAULT_CALL_TOPICS,
  fieldError,
  keyedMessage,
  type CallDto,
  type ContactRecordDto,
  type Role,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto, contactDto } from '../../../test/clients.js';
import { authUser, envelope, json, signedInAs } from '../../../test/fakeGateway.js';
import { renderWithGateway } from '../../../test/renderWithGateway.js';
import { CallTask } from './CallTask.js';

const MONDAY = '0b6f5c3e-0000-4000-8000-0000000000f1';
const TUESDAY = '0b6f5c3e-0000-4000-8000-0000000000f2';
const PAT = '0b6f5c3e-0000-4000-8000-0000000000d1';
const MONDAY_AT = '2026-12-07T15:00:00.000Z';
const TUESDAY_AT = '2026-12-08T18:30:00.000Z';
const params = { clientId: CLIENT_A, callType: 'kickoff-call' };

const offered: CallDto = {
  callType: 'kickoff-call',
  options: [
    { id: MONDAY, startsAt: MONDAY_AT, durationMinutes: 30 },
    { id: TUESDAY, startsAt: TUESDAY_AT, durationMinutes: 45 },
  ],
  meetingDetails: 'https://meet.example.com/kickoff',
  topics: [...DEFAULT_CALL_TOPICS['kickoff-call'], 'Our wellness program'],
  selection: null,
  scheduledAt: null,
  status: 'Pending',
  outcomeNotes: null,
  recordingLink: null,
  updatedAt: '2026-12-01T12:00:00.000Z',
  updatedBy: null,
};

const pat: ContactRecordDto = contactDto(PAT);

/** What the viewer sees for an offered time (their time zone, the app's date format). */
const label = (iso: string, minutes: number, language = 'en') =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))} (${minutes} ${language === 'en' ? 'minutes' : 'minutos'})`;

type Options = {
  role?: Role;
  language?: 'en' | 'es';
  call?: CallDto;
  selection?: (body: unknown) => Response | CallDto;
  outcome?: (body: unknown) => Response | CallDto;
  offer?: (body: unknown) => Response | CallDto;
};

/** A test's answer to a write; a write the test did not expect fails it. */
const handle =
  (answer: ((body: unknown) => Response | CallDto) | undefined) =>
  (body: unknown): Response | CallDto =>
    answer ? answer(body) : envelope(500, 'INTERNAL', 'unexpected call');

function open({
  role = 'BEN_ADMIN',
  language = 'en',
  call = offered,
  selection,
  outcome,
  offer,
}: Options = {}) {
  let current = call;
  const answer = (result: Response | CallDto) => {
    if (result instanceof Response) return result;
    current = result;
    return json(200, result);
  };
  const client = clientDto();
  const { gateway } = renderWithGateway(
    [
      signedInAs(authUser({ role, clientIds: role === 'BEN_ADMIN' || role === 'BROKER' ? [CLIENT_A] : [] })),
      { route: CLIENTS_CALLS.callGet, params, respond: () => json(200, current) },
      { route: CLIENTS_CALLS.contactsList, params: { clientId: CLIENT_A }, respond: () => json(200, [pat]) },
      {
        route: CLIENTS_CALLS.callSelectionPut,
        params,
        respond: async (request) => answer(handle(selection)(await request.clone().json())),
      },
      {
        route: CLIENTS_CALLS.callOfferPut,
        params,
        respond: async (request) => answer(handle(offer)(await request.clone().json())),
      },
      {
        route: CLIENTS_CALLS.callOutcomePut,
        params,
        respond: async (request) => answer(handle(outcome)(await request.clone().json())),
      },
    ],
    {
      routes: [
        {
          path: '/',
          element: <CallTask client={client} taskId="kickoff-call" task={undefined} policy={undefined} />,
        },
      ],
      language,
    },
  );
  return gateway;
}

describe('the call task', () => {
  test('the client chooses an offered time, topics and people, then sees what it chose', async () => {
    const gateway = open({
      selection: (body) => {
        const b = body as { optionId: string; topics: string[]; contactIds: string[] };
        return {
          ...offered,
          scheduledAt: TUESDAY_AT,
          selection: {
            optionId: b.optionId,
            requestedTime: null,
            topics: b.topics,
            contactIds: b.contactIds,
            extraInvitees: [{ name: 'Sam Ruiz', email: 'sam@example.com' }],
            selectedAt: '2026-12-01T13:00:00.000Z',
            selectedBy: 'me',
          },
        };
      },
    });
    const times = await screen.findByRole('group', { name: 'Choose a time' });
    expect(within(times).getByText(/Times are shown in your time zone/)).toBeTruthy();
    fireEvent.click(within(times).getByLabelText(label(TUESDAY_AT, 45)));
    fireEvent.click(screen.getByLabelText('Claims'));
    fireEvent.click(screen.getByLabelText('Our wellness program'));
    fireEvent.click(screen.getByLabelText('Pat Lee (pat@example.com)'));
    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    fireEvent.change(screen.getByLabelText('Name of person 1'), { target: { value: 'Sam Ruiz' } });
    fireEvent.change(screen.getByLabelText('E-mail of person 1'), { target: { value: 'sam@example.com' } });
    expect(screen.queryByRole('heading', { name: 'For Sun Life staff' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule the call' }));

    await screen.findByText('Your choice is saved.');
    expect(await gateway.bodies(CLIENTS_CALLS.callSelectionPut, params)).toEqual([
      {
        optionId: TUESDAY,
        requestedTime: null,
        topics: ['claims', 'Our wellness program'],
        contactIds: [PAT],
        extraInvitees: [{ name: 'Sam Ruiz', email: 'sam@example.com' }],
      },
    ]);
    expect(screen.getByTestId('call-time').textContent).toBe(label(TUESDAY_AT, 45));
    expect(screen.getByText('Claims, Our wellness program')).toBeTruthy();
    expect(screen.getByText('Pat Lee (pat@example.com)')).toBeTruthy();
    expect(screen.getByText('Sam Ruiz (sam@example.com)')).toBeTruthy();
    expect(screen.getByTestId('call-status').textContent).toBe('Pending');
    expect(screen.getByRole('button', { name: 'Change my choice' })).toBeTruthy();
  });

  test('a time no longer offered: the server’s message shows on the times, which get the focus', async () => {
    open({
      selection: () =>
        envelope(400, 'VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
          fieldError('body.optionId', 'callOptionNotOffered'),
        ]),
    });
    const times = await screen.findByRole('group', { name: 'Choose a time' });
    fireEvent.click(within(times).getByLabelText(label(MONDAY_AT, 30)));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule the call' }));
    await within(times).findByText('This time is not one of the times offered');
    await waitFor(() => expect(times.contains(document.activeElement)).toBe(true));
  });

  test('choosing nothing is refused before any call, on the times', async () => {
    const gateway = open({ selection: () => offered });
    const times = await screen.findByRole('group', { name: 'Choose a time' });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule the call' }));
    await within(times).findByText('Please choose a time or tell us another time that suits you');
    expect(gateway.requests(CLIENTS_CALLS.callSelectionPut, params)).toHaveLength(0);
  });

  test('a call whose outcome is recorded shows it and offers no choice', async () => {
    open({
      call: {
        ...offered,
        status: 'Complete - Call Recorded',
        outcomeNotes: 'Walked through billing',
        recordingLink: 'https://video.example.com/rec/1',
        selection: {
          optionId: null,
          requestedTime: 'Any Friday morning',
          topics: ['billing-set-up'],
          contactIds: [],
          extraInvitees: [],
          selectedAt: '2026-12-01T13:00:00.000Z',
          selectedBy: 'me',
        },
      },
    });
    expect((await screen.findByTestId('call-status')).textContent).toBe('Complete - Call Recorded');
    expect(screen.getByTestId('call-time').textContent).toBe('Asked for: Any Friday morning');
    expect(screen.getByText('Walked through billing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the recording' }).getAttribute('href')).toBe(
      'https://video.example.com/rec/1',
    );
    expect(screen.queryByRole('button', { name: 'Schedule the call' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change my choice' })).toBeNull();
  });

  test('after No Response the client sees it with staff’s notes and chooses again', async () => {
    open({ call: { ...offered, status: 'No Response', outcomeNotes: 'Nobody joined on Monday' } });
    expect((await screen.findByTestId('call-status')).textContent).toBe('No Response');
    expect(screen.getByText('Nobody joined on Monday')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Choose a time' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule the call' })).toBeTruthy();
  });

  test('staff record the outcome: a recorded call needs its link', async () => {
    const gateway = open({
      role: 'SLF_ADMIN',
      outcome: (body) => ({ ...offered, ...(body as Partial<CallDto>) }),
    });
    const panel = await screen.findByRole('region', { name: 'For Sun Life staff' });
    const status = within(panel).getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Pending',
      'Complete',
      'Complete - No Recording',
      'Complete - Call Recorded',
      'Declined',
      'No Response',
    ]);
    fireEvent.change(status, { target: { value: 'Complete - Call Recorded' } });
    fireEvent.change(within(panel).getByLabelText('Notes'), { target: { value: 'Went well' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the outcome' }));
    await within(panel).findByText('Please add the link to the recording');
    expect(gateway.requests(CLIENTS_CALLS.callOutcomePut, params)).toHaveLength(0);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByLabelText('Recording link', { exact: false })),
    );

    fireEvent.change(within(panel).getByLabelText('Recording link', { exact: false }), {
      target: { value: 'https://video.example.com/rec/9' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the outcome' }));
    await within(panel).findByText('The outcome is saved.');
    expect(await gateway.bodies(CLIENTS_CALLS.callOutcomePut, params)).toEqual([
      {
        status: 'Complete - Call Recorded',
        outcomeNotes: 'Went well',
        recordingLink: 'https://video.example.com/rec/9',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('call-status').textContent).toBe('Complete - Call Recorded'),
    );
    // Once held, no more times are offered.
    expect(within(panel).queryByRole('button', { name: 'Offer these times' })).toBeNull();
  });

  test('staff offer times in their own time zone, a topic of their own and the meeting link', async () => {
    const gateway = open({
      role: 'SLF_OWNER',
      call: {
        ...offered,
        options: [],
        meetingDetails: null,
        topics: [...DEFAULT_CALL_TOPICS['kickoff-call']],
      },
      offer: () =>
        envelope(400, 'VALIDATION_FAILED', keyedMessage('someFieldsInvalid'), [
          fieldError('body.options.1.durationMinutes', 'numberTooSmall', { min: 5 }),
        ]),
    });
    const panel = await screen.findByRole('region', { name: 'For Sun Life staff' });
    // A blank time is caught before any call.
    fireEvent.click(within(panel).getByRole('button', { name: 'Offer these times' }));
    await within(panel).findByText('Please provide a response');
    expect(gateway.requests(CLIENTS_CALLS.callOfferPut, params)).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('Date and start of time 1'), {
      target: { value: '2026-12-10T09:30' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add a time' }));
    fireEvent.change(within(panel).getByLabelText('Date and start of time 2'), {
      target: { value: '2026-12-11T14:00' },
    });
    fireEvent.change(within(panel).getByLabelText('Length of time 2 (minutes)'), { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove the topic Claims' }));
    fireEvent.change(within(panel).getByLabelText('Another topic'), { target: { value: 'Wellness' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add the topic' }));
    fireEvent.change(within(panel).getByLabelText('Meeting link or dial-in'), {
      target: { value: 'https://meet.example.com/k' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Offer these times' }));
    await within(panel).findByText('Please enter a number no less than 5');
    const [body] = (await gateway.bodies(CLIENTS_CALLS.callOfferPut, params)) as {
      options: { startsAt: string; durationMinutes: number }[];
      topics: string[];
      meetingDetails: string;
    }[];
    expect(body?.options).toEqual([
      { startsAt: new Date('2026-12-10T09:30').toISOString(), durationMinutes: 30 },
      { startsAt: new Date('2026-12-11T14:00').toISOString(), durationMinutes: 2 },
    ]);
    expect(body?.topics).toEqual([
      ...DEFAULT_CALL_TOPICS['kickoff-call'].filter((t) => t !== 'claims'),
      'Wellness',
    ]);
    expect(body?.meetingDetails).toBe('https://meet.example.com/k');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByLabelText('Length of time 2 (minutes)')),
    );
  });

  test('the 409 of a call no longer open is shown above the form', async () => {
    open({
      selection: () => envelope(409, 'CONFLICT', keyedMessage('callNotSelectable')),
    });
    const times = await screen.findByRole('group', { name: 'Choose a time' });
    fireEvent.click(within(times).getByLabelText(label(MONDAY_AT, 30)));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule the call' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This call can no longer be scheduled: its outcome is already recorded',
    );
  });

  test('in Spanish', async () => {
    open({ language: 'es', role: 'SLF_OWNER' });
    const times = await screen.findByRole('group', { name: 'Elija un horario' });
    expect(within(times).getByLabelText(label(MONDAY_AT, 30, 'es'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Programe su llamada' })).toBeTruthy();
    expect(screen.getByLabelText('Reclamaciones')).toBeTruthy();
    expect(screen.getByLabelText('Our wellness program')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Programar la llamada' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Para el personal de Sun Life' });
    expect(within(panel).getByRole('option', { name: 'Sin respuesta' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Ofrecer estos horarios' })).toBeTruthy();
  });
});
