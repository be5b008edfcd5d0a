import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  DOCUMENTS_CALLS,
  REFERENCE_CALLS,
  type AuthUser,
  type ClientDto,
  type ClientResourceDto,
  type EnrollmentDto,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { authUser, json, type FakeGateway, type FakeRoute } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';
import { taskStepKey } from './ResourcesTask.js';

const LINK = '0b6f5c3e-0000-4000-8000-0000000000e1';
const DOCUMENT = '0b6f5c3e-0000-4000-8000-0000000000e2';
const DOCUMENT_ID = '0b6f5c3e-0000-4000-8000-0000000000d1';

const employer = () => authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] });
const admin = () => authUser({ role: 'SLF_ADMIN', name: 'Adam Admin' });

const resource = (over: Partial<ClientResourceDto> = {}): ClientResourceDto => ({
  id: LINK,
  clientId: CLIENT_A,
  productTaskId: null,
  kind: 'link',
  title: 'Open enrollment guide',
  titleEs: null,
  url: 'https://example.com/guide',
  documentId: null,
  audience: 'employees',
  createdAt: '2026-03-02T15:00:00.000Z',
  createdBy: null,
  seen: false,
  seenAt: null,
  ...over,
});

const emptyEnrollment: EnrollmentDto = {
  enrollmentStartDate: null,
  enrollmentEndDate: null,
  enrollmentNeeds: [],
  enrollmentNeedsOther: null,
  stepsViewed: {},
};

/** A client with a dental plan (so the dental product task shows) and no life plan. */
const withDental = (): ClientDto =>
  clientDto({
    plans: [
      {
        id: '0b6f5c3e-0000-4000-8000-0000000000f1',
        benefitType: 'DENTAL',
        planType: 'DENTAL',
        carrierName: null,
      },
    ],
  });

// Links open in a new tab and downloads save a file: the test browser can do neither, so clicks on such links
// go nowhere (React still sees them).
const stayPut = (event: Event) => {
  if ((event.target as Element | null)?.closest?.('a[target="_blank"], a[download]')) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', stayPut, true));
afterEach(() => document.removeEventListener('click', stayPut, true));

let gateway: FakeGateway;
let resources: ClientResourceDto[];
function visit(
  path: string,
  user: AuthUser,
  { language = 'en' as 'en' | 'es', extra = [] as FakeRoute[] } = {},
) {
  const rendered = visitAs(
    user,
    path,
    [
      ...extra,
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, withDental()) },
      { route: CLIENTS_CALLS.resourcesList, respond: () => json(200, resources) },
      {
        route: CLIENTS_CALLS.resourceSeen,
        respond: (request) => {
          const id = new URL(request.url).pathname.split('/').at(-2);
          resources = resources.map((r) =>
            r.id === id ? { ...r, seen: true, seenAt: '2026-03-03T10:00:00.000Z' } : r,
          );
          return json(
            200,
            resources.find((r) => r.id === id),
          );
        },
      },
      { route: CLIENTS_CALLS.enrollmentGet, respond: () => json(200, emptyEnrollment) },
      { route: CLIENTS_CALLS.stepViewed, respond: () => json(200, emptyEnrollment) },
      { route: DOCUMENTS_CALLS.meta, respond: () => json(200, []) },
      {
        route: DOCUMENTS_CALLS.noticeGet,
        respond: () => json(200, { status: 'OLD', documents: [], seenAt: null, dismissedAt: null }),
      },
      {
        route: DOCUMENTS_CALLS.noticePut,
        respond: () =>
          json(200, {
            status: 'NEW_AND_SEEN',
            documents: [],
            seenAt: '2026-03-03T10:00:00.000Z',
            dismissedAt: null,
          }),
      },
      {
        route: REFERENCE_CALLS.featureToggles,
        respond: () => json(200, { ONBOARD_REMOVE_EDI_FROM_EIF: false }),
      },
      { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
    ],
    { language },
  );
  gateway = rendered.gateway;
  return rendered;
}

const taskPath = (taskId: string) => `/client/${CLIENT_A}/task/${taskId}`;

beforeEach(() => {
  resources = [
    resource(),
    resource({
      id: DOCUMENT,
      kind: 'document',
      title: 'Benefits summary',
      url: null,
      documentId: DOCUMENT_ID,
      audience: 'employer',
      seen: true,
      seenAt: '2026-03-01T10:00:00.000Z',
    }),
  ];
});

describe('the enrollment-resources task', () => {
  test('the employer sees the resources, a link opening in a new tab, "New" on the unseen one only', async () => {
    visit(taskPath('enrollment-resources'), employer());
    const link = await screen.findByRole('link', { name: /Open enrollment guide/ });
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(link).getByText('(opens in a new tab)')).toBeTruthy();
    const row = (id: string) => document.querySelector(`[data-resource="${id}"]`) as HTMLElement;
    expect(within(row(LINK)).getByText('New')).toBeTruthy();
    expect(within(row(DOCUMENT)).queryByText('New')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download Benefits summary' })).toBeTruthy();
    // The general resources only; no staff tools for the employer.
    const [list] = gateway.requests(CLIENTS_CALLS.resourcesList);
    expect(new URL(list?.url ?? '').searchParams.get('productTaskId')).toBe('enrollment-resources');
    expect(screen.queryByRole('form', { name: 'Add a link' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  test('opening the page records the step viewed; opening a link marks it seen once and drops its badge', async () => {
    visit(taskPath('enrollment-resources'), employer());
    const link = await screen.findByRole('link', { name: /Open enrollment guide/ });
    await waitFor(() =>
      expect(
        gateway.requests(CLIENTS_CALLS.stepViewed, {
          clientId: CLIENT_A,
          stepKey: taskStepKey('enrollment-resources'),
        }),
      ).toHaveLength(1),
    );
    expect(taskStepKey('enrollment-resources')).toBe('task:enrollment-resources');
    fireEvent.click(link);
    await waitFor(() => {
      const row = document.querySelector(`[data-resource="${LINK}"]`) as HTMLElement;
      expect(within(row).queryByText('New')).toBeNull();
    });
    expect(
      gateway.requests(CLIENTS_CALLS.resourceSeen, { clientId: CLIENT_A, resourceId: LINK }),
    ).toHaveLength(1);
    // Seen already: a second opening asks nothing more.
    fireEvent.click(screen.getByRole('link', { name: /Open enrollment guide/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.requests(CLIENTS_CALLS.resourceSeen)).toHaveLength(1);
  });

  test('opening a document downloads it through the documents service and marks it seen', async () => {
    resources = resources.map((r) => (r.id === DOCUMENT ? { ...r, seen: false, seenAt: null } : r));
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:resource', revokeObjectURL: () => undefined });
    try {
      visit(taskPath('enrollment-resources'), employer(), {
        extra: [
          {
            route: DOCUMENTS_CALLS.download,
            params: { clientId: CLIENT_A, documentId: DOCUMENT_ID },
            respond: () =>
              new Response('%PDF-1.7', {
                headers: {
                  'content-type': 'application/pdf',
                  'content-disposition': 'attachment; filename="Benefits summary.pdf"',
                },
              }),
          },
        ],
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Download Benefits summary' }));
      await waitFor(() =>
        expect(
          gateway.requests(CLIENTS_CALLS.resourceSeen, { clientId: CLIENT_A, resourceId: DOCUMENT }),
        ).toHaveLength(1),
      );
      await waitFor(() =>
        expect(
          gateway.requests(DOCUMENTS_CALLS.download, { clientId: CLIENT_A, documentId: DOCUMENT_ID }),
        ).toHaveLength(1),
      );
      expect(screen.queryByText('The document could not be downloaded.')).toBeNull();
    } finally {
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });

  test('enrollment dates: an end before the start is refused on the end date, and nothing is sent', async () => {
    visit(taskPath('enrollment-resources'), employer(), {
      extra: [
        {
          route: CLIENTS_CALLS.enrollmentPut,
          respond: async (r) => json(200, { ...emptyEnrollment, ...((await r.json()) as object) }),
        },
      ],
    });
    const start = await screen.findByLabelText('Enrollment start date');
    fireEvent.change(start, { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Enrollment end date'), { target: { value: '2026-11-02' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Materials in Spanish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The enrollment end date cannot be before its start date')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.enrollmentPut)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Enrollment end date'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.enrollmentPut)).toHaveLength(1));
    expect(await gateway.bodies(CLIENTS_CALLS.enrollmentPut)).toEqual([
      {
        enrollmentStartDate: '2026-11-20',
        enrollmentEndDate: '2026-11-30',
        enrollmentNeeds: ['SPANISH_MATERIALS'],
        enrollmentNeedsOther: null,
      },
    ]);
  });

  test('staff add a link: an http:// address is refused with its message before sending; https is sent', async () => {
    visit(taskPath('enrollment-resources'), admin(), {
      extra: [
        {
          route: CLIENTS_CALLS.resourceCreate,
          respond: async (request) => json(201, resource({ id: DOCUMENT_ID, ...(await request.json()) })),
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Add a link' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Plan video' } });
    fireEvent.change(within(form).getByLabelText('Title in Spanish (optional)'), {
      target: { value: ' Video del plan ' },
    });
    fireEvent.change(within(form).getByLabelText('Web address'), {
      target: { value: 'http://example.com/v' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(
      await within(form).findByText('Please enter a web address that starts with https://'),
    ).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.resourceCreate)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Web address'), {
      target: { value: 'https://example.com/v' },
    });
    fireEvent.change(within(form).getByLabelText('For'), { target: { value: 'employer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.resourceCreate)).toHaveLength(1));
    expect(await gateway.bodies(CLIENTS_CALLS.resourceCreate)).toEqual([
      {
        kind: 'link',
        title: 'Plan video',
        titleEs: 'Video del plan',
        url: 'https://example.com/v',
        audience: 'employer',
        productTaskId: null,
      },
    ]);
    // Staff also remove resources; their looking leaves the step-viewed call to the server to ignore.
    expect(screen.getByRole('button', { name: 'Remove Open enrollment guide' })).toBeTruthy();
  });

  test('staff attach one of the client’s documents on a product task: its file name is the title', async () => {
    const file = {
      id: DOCUMENT_ID,
      clientId: CLIENT_A,
      policyId: null,
      category: 'enrollment-resource',
      fileName: 'Dental summary.pdf',
      contentType: 'application/pdf',
      size: 2048,
      language: null,
      processStatus: 'UPLOADED',
      vidyardId: null,
      createdAt: '2026-03-02T15:00:00.000Z',
      updatedAt: '2026-03-02T15:00:00.000Z',
      deletedAt: null,
      updatedBy: null,
    };
    visit(taskPath('dental'), admin(), {
      extra: [
        { route: DOCUMENTS_CALLS.meta, respond: () => json(200, [file]) },
        {
          route: CLIENTS_CALLS.resourceCreate,
          respond: async (request) => json(201, resource({ id: DOCUMENT, ...(await request.json()) })),
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Attach a document' });
    fireEvent.click(within(form).getByRole('button', { name: 'Attach document' }));
    expect(await within(form).findByText('Please choose one of the options')).toBeTruthy();
    const select = await within(form).findByLabelText('Document');
    await within(form).findByRole('option', { name: 'Dental summary.pdf' });
    fireEvent.change(select, { target: { value: DOCUMENT_ID } });
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Dental summary.pdf');
    fireEvent.change(within(form).getByLabelText('For'), { target: { value: 'employer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Attach document' }));
    await waitFor(() => expect(gateway.requests(CLIENTS_CALLS.resourceCreate)).toHaveLength(1));
    expect(await gateway.bodies(CLIENTS_CALLS.resourceCreate)).toEqual([
      {
        kind: 'document',
        documentId: DOCUMENT_ID,
        title: 'Dental summary.pdf',
        titleEs: null,
        audience: 'employer',
        productTaskId: 'dental',
      },
    ]);
  });

  test('the server’s field message lands on the field (a refused address)', async () => {
    visit(taskPath('dental'), admin(), {
      extra: [
        {
          route: CLIENTS_CALLS.resourceCreate,
          respond: () =>
            json(400, {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid',
              key: 'someFieldsInvalid',
              errors: [
                {
                  path: 'body.url',
                  message: 'Please enter a web address that starts with https://',
                  key: 'httpsOnly',
                },
              ],
            }),
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Add a link' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Dental video' } });
    fireEvent.change(within(form).getByLabelText('Web address'), {
      target: { value: 'https://example.com/d' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(
      await within(form).findByText('Please enter a web address that starts with https://'),
    ).toBeTruthy();
    expect(await gateway.bodies(CLIENTS_CALLS.resourceCreate)).toEqual([
      expect.objectContaining({ productTaskId: 'dental' }),
    ]);
  });

  test('in Spanish', async () => {
    visit(taskPath('enrollment-resources'), employer(), { language: 'es' });
    const link = await screen.findByRole('link', { name: /Open enrollment guide/ });
    expect(within(link).getByText('(se abre en una pestaña nueva)')).toBeTruthy();
    expect(screen.getByText('Nuevo')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recursos de su equipo de implementación' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Fechas y necesidades de la inscripción' }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Materiales en español' })).toBeTruthy();
    expect(screen.getByText('Enlace · Para empleados')).toBeTruthy();
  });

  test('in Spanish a resource with a Spanish title shows it; one without shows its title (decision 210)', async () => {
    resources = resources.map((r) =>
      r.id === LINK ? { ...r, titleEs: 'Guía de la inscripción abierta' } : r,
    );
    visit(taskPath('enrollment-resources'), employer(), { language: 'es' });
    const link = await screen.findByRole('link', { name: /Guía de la inscripción abierta/ });
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
    expect(screen.queryByText('Open enrollment guide')).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar Benefits summary' })).toBeTruthy();
  });

  test('in English a resource with a Spanish title still shows its title', async () => {
    resources = resources.map((r) =>
      r.id === LINK ? { ...r, titleEs: 'Guía de la inscripción abierta' } : r,
    );
    visit(taskPath('enrollment-resources'), employer());
    expect(await screen.findByRole('link', { name: /Open enrollment guide/ })).toBeTruthy();
    expect(screen.queryByText(/Guía de la inscripción abierta/)).toBeNull();
  });

  test('staff see the Spanish title field, labelled in Spanish on a Spanish page', async () => {
    visit(taskPath('enrollment-resources'), admin(), { language: 'es' });
    const form = await screen.findByRole('form', { name: 'Añadir un enlace' });
    expect(within(form).getByLabelText('Título en español (opcional)')).toBeTruthy();
  });
});

describe('product tasks', () => {
  test('a product the client has: named, its resources only, no enrollment form', async () => {
    resources = [resource({ productTaskId: 'dental', title: 'Dental plan highlights' })];
    visit(taskPath('dental'), employer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dental resources' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Dental plan highlights/ })).toBeTruthy();
    const [list] = gateway.requests(CLIENTS_CALLS.resourcesList);
    expect(new URL(list?.url ?? '').searchParams.get('productTaskId')).toBe('dental');
    expect(screen.queryByRole('heading', { name: 'Enrollment dates and needs' })).toBeNull();
  });

  test('a product the client does not have is not found', async () => {
    visit(taskPath('life'), employer());
    expect(await screen.findByText('Sorry, the page you are looking for does not exist.')).toBeTruthy();
    expect(gateway.requests(CLIENTS_CALLS.resourcesList)).toHaveLength(0);
  });
});

describe('the resources page', () => {
  test('lists every resource attached for the client, and still the documents panels', async () => {
    resources = [
      ...resources,
      resource({ id: DOCUMENT_ID, productTaskId: 'dental', title: 'Dental plan highlights' }),
    ];
    visit(`/client/${CLIENT_A}/resources-listing`, employer());
    expect(await screen.findByRole('link', { name: /Dental plan highlights/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open enrollment guide/ })).toBeTruthy();
    const [list] = gateway.requests(CLIENTS_CALLS.resourcesList);
    expect(new URL(list?.url ?? '').searchParams.has('productTaskId')).toBe(false);
    await waitFor(() =>
      expect(
        gateway.requests(CLIENTS_CALLS.stepViewed, { clientId: CLIENT_A, stepKey: 'resources-listing' }),
      ).toHaveLength(1),
    );
    expect(await screen.findByRole('heading', { name: 'For employers' })).toBeTruthy();
  });
});
