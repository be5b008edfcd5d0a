import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  ONBOARDING_FORMS_CALLS as F,
  REFERENCE_CALLS,
  USER_ADMIN_CALLS,
  type AuthUser,
  type OnboardingFormDto,
  type OnboardingTemplateDto,
  type User,
} from '@onboard/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { authUser, fakeGateway, json, signedInAs, type FakeRoute } from '../../../test/fakeGateway.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { OnboardingFormActionPage, signingNavigation } from './OnboardingFormActionPage.js';
import { OnboardingFormsTask } from './OnboardingFormsTask.js';
import { OnboardingFormViewPage } from './OnboardingFormViewPage.js';

const FORM = '0b6f5c3e-0000-4000-8000-0000000000f1';
const EMPLOYER_ID = '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0b01';
const BROKER_ID = '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0b02';
const OTHER_ID = '6f1c1a52-52a6-4c8e-9e55-3c1b1f0a0b03';
const EMPLOYER_RECIPIENT = '1';
const BROKER_RECIPIENT = '2';

const employer = authUser({
  id: EMPLOYER_ID,
  name: 'Erin Employer',
  firstName: 'Erin',
  lastName: 'Employer',
  email: 'erin@maple.test',
  role: 'BEN_ADMIN',
  clientIds: [CLIENT_A],
});
const broker = authUser({
  id: BROKER_ID,
  name: 'Bo Broker',
  firstName: 'Bo',
  lastName: 'Broker',
  email: 'bo@brokers.test',
  role: 'BROKER',
  clientIds: [CLIENT_A],
});
const other = authUser({
  id: OTHER_ID,
  name: 'Olga Other',
  firstName: 'Olga',
  lastName: 'Other',
  email: 'olga@maple.test',
  role: 'BEN_ADMIN',
  clientIds: [CLIENT_A],
});
const owner = authUser({ role: 'SLF_OWNER' });

const person = (u: AuthUser): User => {
  const { clients: _clients, csrfToken: _csrf, ...user } = u;
  return user;
};
const pageOf = (items: User[]) => ({ items, total: items.length, limit: 100, offset: 0 });

/** A sent form: the employer signs first (their turn), then the broker. */
const form = (over: Partial<OnboardingFormDto> = {}): OnboardingFormDto => ({
  id: FORM,
  clientId: CLIENT_A,
  templateId: 'tpl-group-policy-application',
  name: 'Group Policy Application',
  envelopeId: 'env-1',
  status: 'sent',
  waitingForWebhook: false,
  lockStatus: 'UNLOCKED',
  signedDocumentId: null,
  createdBy: EMPLOYER_ID,
  declinedDateTime: null,
  voidedDateTime: null,
  createdAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:00.000Z',
  documents: [
    { documentId: '1', name: 'Application.pdf' },
    { documentId: '2', name: 'Terms.pdf' },
  ],
  recipients: [
    {
      recipientId: BROKER_RECIPIENT,
      userId: BROKER_ID,
      roleName: 'Broker',
      name: 'Bo Broker',
      email: 'bo@brokers.test',
      status: 'created',
      routingOrder: 2,
      deliveredDateTime: null,
      signedDateTime: null,
      declinedDateTime: null,
      declinedReason: null,
      lastEditDateTime: null,
      lastActionDateTime: null,
    },
    {
      recipientId: EMPLOYER_RECIPIENT,
      userId: EMPLOYER_ID,
      roleName: 'Employer',
      name: 'Erin Employer',
      email: 'erin@maple.test',
      status: 'delivered',
      routingOrder: 1,
      deliveredDateTime: '2026-03-02T15:00:00.000Z',
      signedDateTime: null,
      declinedDateTime: null,
      declinedReason: null,
      lastEditDateTime: null,
      lastActionDateTime: '2026-03-02T15:00:00.000Z',
    },
  ],
  ...over,
});

const templates: OnboardingTemplateDto[] = [
  {
    templateId: 'tpl-group-policy-application',
    name: 'Group Policy Application',
    description: 'The application for the group policy',
    documents: [],
    roles: [
      { roleName: 'Broker', recipientId: '2', routingOrder: 2 },
      { roleName: 'Employer', recipientId: '1', routingOrder: 1 },
    ],
  },
  {
    templateId: 'tpl-billing',
    name: 'Billing Agreement',
    description: 'How the premiums are billed',
    documents: [],
    roles: [{ roleName: 'Employer', recipientId: '1', routingOrder: 1 }],
  },
];

const params = { clientId: CLIENT_A };
const formParams = { clientId: CLIENT_A, formId: FORM };

function gatewayFor(user: AuthUser, list: () => OnboardingFormDto[], extra: FakeRoute[] = []) {
  const people = () => json(200, pageOf([person(employer), person(broker), person(other)]));
  const gateway = fakeGateway([
    ...extra,
    signedInAs(user),
    { route: F.onboardingFormList, params, respond: () => json(200, list()) },
    { route: F.onboardingFormTemplates, params, respond: () => json(200, templates) },
    { route: F.onboardingFormGet, params: formParams, respond: () => json(200, list()[0]) },
    { route: USER_ADMIN_CALLS.all, respond: people },
    {
      route: USER_ADMIN_CALLS.benAdminList,
      respond: () => json(200, pageOf([person(employer), person(other)])),
    },
    { route: USER_ADMIN_CALLS.brokerList, respond: () => json(200, pageOf([person(broker)])) },
  ]);
  globalThis.fetch = gateway.fetch;
  return gateway;
}

function openTask(
  user: AuthUser,
  list: () => OnboardingFormDto[] = () => [form()],
  { language = 'en', extra = [] }: { language?: 'en' | 'es'; extra?: FakeRoute[] } = {},
) {
  const gateway = gatewayFor(user, list, extra);
  const client = clientDto();
  const rendered = renderWithProviders({
    language,
    routes: [
      {
        path: '/',
        element: (
          <OnboardingFormsTask
            client={client}
            taskId="onboarding-forms"
            task={undefined}
            policy={undefined}
          />
        ),
      },
      {
        path: '/client/:clientId/onboarding-forms/:onboardingFormId/action/:recipientId',
        element: <p>signing</p>,
      },
    ],
  });
  return { gateway, ...rendered };
}

const rows = () =>
  screen.getAllByTestId('onboarding-form-recipient').map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, 4)
      .map((cell) => cell.textContent?.trim()),
  );

describe('the onboarding forms task', () => {
  test('lists the forms with their signers in signing order, their statuses and dates', async () => {
    openTask(broker);
    const article = await screen.findByRole('article', { name: 'Group Policy Application' });
    expect(within(article).getAllByText('Sent').length).toBeGreaterThan(0);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()).toEqual([
      ['1', 'Erin Employererin@maple.test', 'Employer', 'Opened'],
      ['2', 'Bo Broker (you)bo@brokers.test', 'Broker', 'Not sent yet'],
    ]);
    expect(within(article).getByText(/^Opened /)).toBeTruthy();
    expect(screen.queryByText('Waiting for the signature provider…')).toBeNull();
  });

  test('Sign now shows only for the signed-in signer whose turn it is, and leads to the signing page', async () => {
    const { router } = openTask(employer);
    const sign = await screen.findByRole('link', { name: 'Sign now: Group Policy Application' });
    expect(screen.getAllByRole('link', { name: /^Sign now: / })).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'View Group Policy Application as Bo Broker' }).getAttribute('href'),
    ).toBe(`/client/${CLIENT_A}/onboarding-forms/${FORM}/view/${BROKER_RECIPIENT}`);
    fireEvent.click(sign);
    await screen.findByText('signing');
    expect(router.state.location.pathname).toBe(
      `/client/${CLIENT_A}/onboarding-forms/${FORM}/action/${EMPLOYER_RECIPIENT}`,
    );
  });

  test('the broker, second in order, has no Sign now yet; ben admins have no Reassign or Void', async () => {
    openTask(broker);
    await screen.findByRole('article', { name: 'Group Policy Application' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('link', { name: /^Sign now: / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reassign/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Void/ })).toBeNull();
  });

  test('creating a form posts the template and one user per role', async () => {
    // A broker reads the client's ben admins and brokers, so may name both signers.
    const gateway = openTask(broker, () => [], {
      extra: [{ route: F.onboardingFormCreate, params, respond: () => json(201, form()) }],
    }).gateway;
    await screen.findByText('There are no onboarding forms yet.');
    const create = screen.getByRole('form', { name: 'Create a form' });
    await waitFor(() => expect(within(create).getAllByRole('option').length).toBeGreaterThan(2));
    fireEvent.change(within(create).getByLabelText('Form template'), {
      target: { value: 'tpl-group-policy-application' },
    });
    // Submitting without every signer names the missing ones.
    fireEvent.change(within(create).getByLabelText('Signer: Employer'), { target: { value: EMPLOYER_ID } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create and send' }));
    const brokerField = within(create).getByLabelText('Signer: Broker');
    await waitFor(() => expect(brokerField.getAttribute('aria-invalid')).toBe('true'));
    expect(within(create).getByLabelText('Signer: Employer').getAttribute('aria-invalid')).toBeNull();
    expect(gateway.requests(F.onboardingFormCreate, params)).toHaveLength(0);
    await waitFor(() =>
      expect(
        within(brokerField)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toContain('Bo Broker (bo@brokers.test)'),
    );
    fireEvent.change(brokerField, { target: { value: BROKER_ID } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create and send' }));
    await waitFor(async () =>
      expect(await gateway.bodies(F.onboardingFormCreate, params)).toEqual([
        {
          templateId: 'tpl-group-policy-application',
          recipients: [
            { roleName: 'Employer', userId: EMPLOYER_ID },
            { roleName: 'Broker', userId: BROKER_ID },
          ],
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('onboarding-forms-status').textContent).toBe(
        'Group Policy Application is sent for signature.',
      ),
    );
  });

  test('staff reassign a signer to another user of the client', async () => {
    const gateway = openTask(owner, () => [form()], {
      extra: [{ route: F.onboardingFormReassign, params: formParams, respond: () => json(200, form()) }],
    }).gateway;
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reassign Erin Employer on Group Policy Application' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reassign a signer' });
    expect((within(dialog).getByLabelText('Signer') as HTMLSelectElement).value).toBe(EMPLOYER_RECIPIENT);
    const user = within(dialog).getByLabelText('New signer');
    await waitFor(() =>
      expect(
        within(user)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a person', 'Bo Broker (bo@brokers.test)', 'Olga Other (olga@maple.test)']),
    );
    fireEvent.change(user, { target: { value: OTHER_ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(async () =>
      expect(await gateway.bodies(F.onboardingFormReassign, formParams)).toEqual([
        { recipientId: EMPLOYER_RECIPIENT, userId: OTHER_ID },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('onboarding-forms-status').textContent).toBe(
      'Olga Other now signs as Employer.',
    );
  });

  test('reassigning waits up to 60 s for the provider (spec §9), then says there was no answer', async () => {
    let aborted = false;
    openTask(owner, () => [form()], {
      extra: [
        {
          route: F.onboardingFormReassign,
          params: formParams,
          // The provider never answers: the request ends only when the page gives up on it.
          respond: (request) =>
            new Promise<Response>((_resolve, reject) => {
              request.signal.addEventListener('abort', () => {
                aborted = true;
                reject(new DOMException('The operation was aborted.', 'AbortError'));
              });
            }),
        },
      ],
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Reassign Erin Employer on Group Policy Application' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reassign a signer' });
    const user = within(dialog).getByLabelText('New signer');
    await waitFor(() => expect(within(user).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(user, { target: { value: OTHER_ID } });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(59_000);
      });
      expect(aborted).toBe(false);
      expect(within(dialog).queryByRole('alert')).toBeNull();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect(aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    expect(await within(dialog).findByText('No response received!')).toBeTruthy();
  });

  test('staff void a form after confirming', async () => {
    const gateway = openTask(owner, () => [form()], {
      extra: [
        {
          route: F.onboardingFormDelete,
          params: formParams,
          respond: () => json(200, { id: formParams.formId, deleted: true }),
        },
      ],
    }).gateway;
    fireEvent.click(await screen.findByRole('button', { name: 'Void Group Policy Application' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void this form?' });
    expect(gateway.requests(F.onboardingFormDelete, formParams)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void the form' }));
    await waitFor(() => expect(gateway.requests(F.onboardingFormDelete, formParams)).toHaveLength(1));
  });

  test('while a form waits for the webhook the list is refetched, and stops once none waits', async () => {
    // A fake clock from the start, so the polling period (6 s) is the clock's, not waited for.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let calls = 0;
      const { gateway } = openTask(employer, () => {
        calls += 1;
        return [form({ waitingForWebhook: calls === 1 })];
      });
      expect((await screen.findAllByText('Waiting for the signature provider…')).length).toBeGreaterThan(0);
      // No Sign now while the provider's answer is pending.
      expect(screen.queryByRole('link', { name: /^Sign now: / })).toBeNull();
      const listed = () => gateway.requests(F.onboardingFormList, params).length;
      const before = listed();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      expect(listed()).toBe(before);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect(listed()).toBe(before + 1);
      expect(screen.queryByText('Waiting for the signature provider…')).toBeNull();
      expect(await screen.findByRole('link', { name: 'Sign now: Group Policy Application' })).toBeTruthy();
      // Nothing waits any more: no further refetch after two more polling periods.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(13_000);
      });
      expect(listed()).toBe(before + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a form waiting for the webhook can be checked with the provider at once', async () => {
    const { gateway } = openTask(employer, () => [form({ waitingForWebhook: true })], {
      extra: [{ route: F.onboardingFormSync, params: formParams, respond: () => json(200, form()) }],
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Check with the provider now: Group Policy Application' }),
    );
    await waitFor(() => expect(gateway.requests(F.onboardingFormSync, formParams)).toHaveLength(1));
  });

  test('Download fetches the combined PDF through the documents helper, which checks its headers', async () => {
    const { gateway } = openTask(employer, () => [form()], {
      extra: [
        {
          route: F.onboardingFormDownload,
          params: formParams,
          respond: () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download Group Policy Application (PDF)' }));
    expect(
      await screen.findByText(
        'The file could not be downloaded. Response missing content-disposition header',
      ),
    ).toBeTruthy();
    expect(gateway.requests(F.onboardingFormDownload, formParams)).toHaveLength(1);
  });

  test('in Spanish', async () => {
    openTask(employer, () => [form()], { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Formularios para firmar' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Firmar ahora: Group Policy Application' })).toBeTruthy();
    expect(screen.getByText('Abierto')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Crear un formulario' })).toBeTruthy();
  });
});

describe('the signing page', () => {
  // Spied on in each test: a spy made while the tests are collected is undone by any file's
  // `jest.restoreAllMocks()` that runs before them.
  const assign = jest.fn<(url: string) => void>();
  beforeEach(() => {
    jest.spyOn(signingNavigation, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    assign.mockReset();
    jest.restoreAllMocks();
  });
  const actionPath = `/client/${CLIENT_A}/onboarding-forms/${FORM}/action/${EMPLOYER_RECIPIENT}`;

  function openAction(path: string, extra: FakeRoute[], language: 'en' | 'es' = 'en') {
    const gateway = gatewayFor(employer, () => [form()], extra);
    renderWithProviders({
      path,
      language,
      routes: [
        {
          path: '/client/:clientId/onboarding-forms/:onboardingFormId/action/:recipientId',
          element: <OnboardingFormActionPage />,
        },
      ],
    });
    return gateway;
  }

  test('asks for the signing address with this page as the way back, and goes there', async () => {
    assign.mockImplementation(() => undefined);
    const gateway = openAction(actionPath, [
      {
        route: F.onboardingFormEmbeddedView,
        params: formParams,
        respond: () => json(200, { url: 'http://localhost:4100/esign/signing/token-1' }),
      },
    ]);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4100/esign/signing/token-1'));
    expect(await gateway.bodies(F.onboardingFormEmbeddedView, formParams)).toEqual([
      { recipientId: EMPLOYER_RECIPIENT, returnUrl: `${window.location.origin}${actionPath}` },
    ]);
  });

  test('back with ?event=signing_complete: records the event and shows the outcome', async () => {
    const gateway = openAction(`${actionPath}?event=signing_complete`, [
      { route: F.onboardingFormEmbeddedViewAction, params: formParams, respond: () => json(200, form()) },
    ]);
    expect(await screen.findByText('Thank you. Your signature is recorded.')).toBeTruthy();
    expect(await gateway.bodies(F.onboardingFormEmbeddedViewAction, formParams)).toEqual([
      { recipientId: EMPLOYER_RECIPIENT, event: 'signing_complete' },
    ]);
    expect(gateway.requests(F.onboardingFormEmbeddedView, formParams)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '← Back to Onboarding Forms' }).getAttribute('href')).toBe(
      `/client/${CLIENT_A}/task/onboarding-forms`,
    );
  });

  test('a decline, in Spanish', async () => {
    openAction(
      `${actionPath}?event=decline`,
      [{ route: F.onboardingFormEmbeddedViewAction, params: formParams, respond: () => json(200, form()) }],
      'es',
    );
    expect(
      await screen.findByText(
        'Rechazó firmar este formulario. Su consultor de implementación se pondrá en contacto.',
      ),
    ).toBeTruthy();
  });
});

describe('the form viewer', () => {
  test('lists the documents and the signers, with the way back to the task', async () => {
    gatewayFor(employer, () => [form()]);
    renderWithProviders({
      path: `/client/${CLIENT_A}/onboarding-forms/${FORM}/view/${BROKER_RECIPIENT}`,
      routes: [
        {
          path: '/client/:clientId/onboarding-forms/:onboardingFormId/view/:recipientId',
          element: <OnboardingFormViewPage />,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Group Policy Application' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Application.pdf (PDF)' }).getAttribute('href')).toBe(
      `/api/clients/${CLIENT_A}/onboarding-forms/${FORM}/download/1`,
    );
    expect(
      screen.getByRole('link', { name: 'Download Group Policy Application (PDF)' }).getAttribute('href'),
    ).toBe(`/api/clients/${CLIENT_A}/onboarding-forms/${FORM}/download`);
    expect(rows()).toEqual([
      ['1', 'Erin Employer', 'Employer', 'Opened'],
      ['2', 'Bo Broker', 'Broker', 'Not sent yet'],
    ]);
    expect(screen.getByRole('link', { name: '← Back to Onboarding Forms' }).getAttribute('href')).toBe(
      `/client/${CLIENT_A}/task/onboarding-forms`,
    );
  });
});

describe('the pages in the app', () => {
  const appExtra: FakeRoute[] = [
    { route: CLIENTS_CALLS.get, params, respond: () => json(200, clientDto()) },
    {
      route: REFERENCE_CALLS.featureToggles,
      respond: () => json(200, { ONBOARD_REMOVE_EDI_FROM_EIF: false }),
    },
    { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
  ];

  test('the viewer is a hub page without footer', async () => {
    gatewayFor(employer, () => [form()], appExtra);
    renderWithProviders({ path: `/client/${CLIENT_A}/onboarding-forms/${FORM}/view/${EMPLOYER_RECIPIENT}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group Policy Application' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Onboarding Forms' })).toBeTruthy();
    expect(document.querySelector('footer')).toBeNull();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
  });

  test('the signing page has no navigation links', async () => {
    gatewayFor(employer, () => [form()], [
      ...appExtra,
      { route: F.onboardingFormEmbeddedViewAction, params: formParams, respond: () => json(200, form()) },
    ]);
    renderWithProviders({
      path: `/client/${CLIENT_A}/onboarding-forms/${FORM}/action/${EMPLOYER_RECIPIENT}?event=cancel`,
    });
    expect(
      await screen.findByText('You left the signing page without finishing. You can sign later.'),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });
});
