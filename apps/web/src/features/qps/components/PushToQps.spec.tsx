import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  CLIENTS_QPS_CALLS,
  QPS_CALLS,
  type ApiJob,
  type ClientFromQps,
  type ImportFromQpsResult,
  type QpsPlanDesign,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '../../../app/paths.js';
import { CLIENT_A, CLIENT_B, clientDto, clientListItem } from '../../../test/clients.js';
import { authUser, envelope, json, signedInAs, type FakeRoute } from '../../../test/fakeGateway.js';
import { renderWithGateway, visitAs } from '../../../test/renderWithGateway.js';
import { ImportFromQpsPanel } from './ImportFromQpsPanel.js';
import { PushToQpsLink } from './PushToQpsLink.js';
import { PushToQpsPanel } from './PushToQpsPanel.js';

const JOB_1 = '0b6f5c3e-0000-4000-8000-0000000000e1';

const design: QpsPlanDesign = {
  caseId: '100201',
  employerName: 'Cedar Holdings 100201',
  revision: 2,
  products: [
    {
      benefitType: 'DENTAL',
      planName: 'PPO dental',
      policyNumber: '100201-1',
      classes: [{ code: 'C1', description: 'All Salaried Employees' }],
      rateBasis: 'per employee per month',
    },
  ],
};

const job = (over: Partial<ApiJob> = {}): ApiJob => ({
  id: JOB_1,
  clientId: CLIENT_A,
  caseId: '100201',
  status: 'IN_PROGRESS',
  attempts: 0,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  finishedAt: null,
  apiJobOutputs: [],
  ...over,
});

/** The Push to QPS page of the app's route table, as staff, with the jobs the test holds. */
function renderPage(
  jobs: { current: ApiJob[] },
  { language = 'en' as 'en' | 'es', extra = [] as FakeRoute[] } = {},
) {
  return renderWithGateway(
    [
      ...extra,
      signedInAs(authUser({ role: 'SLF_ADMIN' })),
      { route: CLIENTS_CALLS.get, respond: () => json(200, clientDto()) },
      { route: QPS_CALLS.qpsPlanDesignInfo, respond: () => json(200, design) },
      { route: QPS_CALLS.apiJobList, respond: () => json(200, jobs.current) },
      {
        route: QPS_CALLS.qpsAsyncPush,
        respond: () => {
          jobs.current = [job()];
          return json(200, jobs.current[0]);
        },
      },
    ],
    { path: PATHS.pushToQps(CLIENT_A), language },
  );
}

describe('Push to QPS page', () => {
  test("shows the case's plan design, pushes with an idempotency key, and shows the job's status", async () => {
    const jobs = { current: [] as ApiJob[] };
    const { gateway } = renderPage(jobs);
    expect(await screen.findByRole('heading', { level: 1, name: 'Push to QPS' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Products of case 100201' });
    expect(within(table).getByText('PPO dental')).toBeTruthy();
    expect(within(table).getByText('C1 All Salaried Employees')).toBeTruthy();
    expect(await screen.findByText('This client has not been pushed to QPS yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Push to QPS' }));
    const badge = await screen.findByText('In progress');
    expect(badge.closest('[data-status]')?.getAttribute('data-status')).toBe('IN_PROGRESS');
    const [body] = (await gateway.bodies(QPS_CALLS.qpsAsyncPush, { clientId: CLIENT_A })) as {
      idempotencyKey: string;
    }[];
    expect(body?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // A push is running: no second one until it ends.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Push to QPS' }).hasAttribute('disabled')).toBe(true),
    );
    // The job list is asked for this client (the mutation invalidated it: no reload).
    const asked = gateway
      .requests(QPS_CALLS.apiJobList)
      .map((r) => new URL(r.url).searchParams.get('clientIds'));
    expect(asked.every((ids) => ids === CLIENT_A)).toBe(true);
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  test('a job that ended with warnings shows them, and the button is back', async () => {
    const jobs = {
      current: [
        job({
          status: 'COMPLETED_WITH_WARNINGS',
          finishedAt: '2026-11-26T09:01:00.000Z',
          apiJobOutputs: [
            {
              id: '0b6f5c3e-0000-4000-8000-0000000000f1',
              level: 'WARNING',
              code: 'CLASS_DESCRIPTION_TRUNCATED',
              message: 'A class description was shortened.',
              createdAt: '2026-11-26T09:01:00.000Z',
            },
          ],
        }),
      ],
    };
    renderPage(jobs);
    expect(await screen.findByText('Completed with warnings')).toBeTruthy();
    expect(screen.getByText('A class description was shortened.')).toBeTruthy();
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Push to QPS' }).hasAttribute('disabled')).toBe(false);
  });

  test('in Spanish, with an error from QPS', async () => {
    const jobs = { current: [job({ status: 'TIMEOUT', finishedAt: '2026-11-26T09:10:00.000Z' })] };
    renderPage(jobs, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enviar a QPS' })).toBeTruthy();
    expect(await screen.findByText('Tiempo agotado')).toBeTruthy();
  });

  test('a client without a case id: the page says so and nothing can be pushed', async () => {
    const { gateway } = visitAs(authUser({ role: 'SLF_ADMIN' }), PATHS.pushToQps(CLIENT_A), [
      { route: CLIENTS_CALLS.get, respond: () => json(200, clientDto({ caseId: null })) },
      { route: QPS_CALLS.apiJobList, respond: () => json(200, []) },
    ]);
    expect(await screen.findByText(/has no QPS case id yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Push to QPS' }).hasAttribute('disabled')).toBe(true);
    expect(gateway.requests(QPS_CALLS.qpsPlanDesignInfo)).toHaveLength(0);
  });
});

describe('Push to QPS panel', () => {
  test('lists the clients with case id, latest status and a link to their task', async () => {
    const { gateway } = renderWithGateway(
      [
        {
          route: QPS_CALLS.apiJobList,
          respond: () =>
            json(200, [job({ status: 'COMPLETED_WITH_ERRORS', finishedAt: '2026-11-26T09:01:00.000Z' })]),
        },
      ],
      {
        routes: [
          {
            path: '/',
            element: (
              <PushToQpsPanel
                clients={[
                  clientListItem(),
                  clientListItem({ id: CLIENT_B, name: 'Harbor Logistics', caseId: null }),
                ]}
              />
            ),
          },
        ],
      },
    );
    const table = await screen.findByRole('table', { name: 'QPS push status of the clients on this page' });
    const rows = within(table).getAllByTestId('qps-panel-row');
    expect(rows).toHaveLength(2);
    await waitFor(() =>
      expect(within(rows[0] as HTMLElement).getByText('Completed with errors')).toBeTruthy(),
    );
    expect(within(rows[0] as HTMLElement).getByText('100201')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Not pushed')).toBeTruthy();
    const link = within(rows[1] as HTMLElement).getByRole('link', { name: 'Push to QPS: Harbor Logistics' });
    expect(link.getAttribute('href')).toBe(PATHS.pushToQps(CLIENT_B));
    // One call for the page's clients, the ids in a stable order.
    const [request] = gateway.requests(QPS_CALLS.apiJobList);
    expect(new URL(request?.url ?? 'http://x').searchParams.get('clientIds')).toBe(
      [CLIENT_A, CLIENT_B].sort().join(','),
    );
  });
});

describe('Import from QPS panel', () => {
  test('shows what QPS has and imports it', async () => {
    const fromQps: ClientFromQps = {
      clientId: CLIENT_A,
      caseId: '100201',
      qpsCase: {
        caseId: '100201',
        employerName: 'Cedar Holdings 100201',
        situsState: 'CA',
        policies: [
          {
            policyNumber: '100201-1',
            primary: true,
            coverages: ['Dental', 'Vision'],
            effectiveDate: '2027-03-01',
            situsState: 'CA',
          },
        ],
        plans: [
          {
            policyNumber: '100201-1',
            benefitType: 'DENTAL',
            planType: 'PPO',
            carrierName: 'Sun Life',
            classes: ['Executives'],
          },
        ],
      },
    };
    const imported: ImportFromQpsResult = {
      caseId: '100201',
      policiesCreated: 1,
      policiesUpdated: 0,
      plansCreated: 1,
      plansUpdated: 1,
      policies: [],
      plans: [],
    };
    const { gateway } = renderWithGateway(
      [
        { route: CLIENTS_QPS_CALLS.clientFromQps, respond: () => json(200, fromQps) },
        { route: CLIENTS_QPS_CALLS.importFromQps, respond: () => json(200, imported) },
      ],
      {
        routes: [{ path: '/', element: <ImportFromQpsPanel clientId={CLIENT_A} caseId="100201" /> }],
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show what QPS has' }));
    const policies = await screen.findByRole('table', { name: 'Policies in QPS' });
    expect(within(policies).getByText('Dental, Vision')).toBeTruthy();
    const plans = screen.getByRole('table', { name: 'Plans in QPS' });
    expect(within(plans).getByText('Executives')).toBeTruthy();

    // Importing overwrites the client's policies and plans: it asks first, and Cancel imports nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Import from QPS' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Import from QPS?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.requests(CLIENTS_QPS_CALLS.importFromQps)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Import from QPS' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Import from QPS?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Imported from QPS: 1 policy and 2 plans created or updated.'),
    ).toBeTruthy();
    expect(gateway.requests(CLIENTS_QPS_CALLS.importFromQps, { clientId: CLIENT_A })).toHaveLength(1);
  });

  test('the import result in Spanish counts in the singular and the plural', async () => {
    const imported: ImportFromQpsResult = {
      caseId: '100201',
      policiesCreated: 1,
      policiesUpdated: 0,
      plansCreated: 2,
      plansUpdated: 1,
      policies: [],
      plans: [],
    };
    renderWithGateway(
      [
        { route: CLIENTS_QPS_CALLS.importFromQps, respond: () => json(200, imported) },
        { route: CLIENTS_QPS_CALLS.clientFromQps, respond: () => envelope(503, 'QPS_UNAVAILABLE', 'x') },
      ],
      {
        language: 'es',
        routes: [{ path: '/', element: <ImportFromQpsPanel clientId={CLIENT_A} caseId="100201" /> }],
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Importar desde QPS' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Importar desde QPS?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(
      await screen.findByText('Importado desde QPS: 1 póliza y 3 planes creados o actualizados.'),
    ).toBeTruthy();
  });

  test("QPS's refusal is shown", async () => {
    renderWithGateway(
      [
        {
          route: CLIENTS_QPS_CALLS.clientFromQps,
          respond: () =>
            envelope(
              503,
              'QPS_UNAVAILABLE',
              'QPS is not available right now. Please try again in a few minutes.',
            ),
        },
      ],
      {
        routes: [{ path: '/', element: <ImportFromQpsPanel clientId={CLIENT_A} caseId="100201" /> }],
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show what QPS has' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('Push to QPS link (EIF summary)', () => {
  test.each([
    ['SLF_ADMIN', true],
    ['SLF_OWNER', true],
    ['BEN_ADMIN', false],
    ['BROKER', false],
  ] as const)('%s sees it: %s', async (role, shown) => {
    const { gateway } = renderWithGateway([signedInAs(authUser({ role, clientIds: [CLIENT_A] }))], {
      routes: [
        {
          path: '/',
          element: (
            <>
              <p>loaded</p>
              <PushToQpsLink clientId={CLIENT_A} />
            </>
          ),
        },
      ],
    });
    await screen.findByText('loaded');
    await waitFor(() => expect(gateway.requests(/\/api\/users\/session$/).length).toBeGreaterThan(0));
    if (shown) {
      const link = await screen.findByRole('link', { name: 'Push to QPS' });
      expect(link.getAttribute('href')).toBe(PATHS.pushToQps(CLIENT_A));
    } else {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByRole('link', { name: 'Push to QPS' })).toBeNull();
    }
  });
});
