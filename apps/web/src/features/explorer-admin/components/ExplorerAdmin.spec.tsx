import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  EXPLORER_CALLS,
  REFERENCE_CALLS,
  USER_ADMIN_CALLS,
  type ExplorerSiteInput,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { SITE_1, SITE_2, STAFF_OWNER, explorerPage, explorerSummary } from '../../../test/explorer.js';
import { authUser, envelope, json, type FakeGateway, type FakeRoute } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';

const staff = authUser({
  id: STAFF_OWNER,
  role: 'SLF_ADMIN',
  name: 'Adam Admin',
  email: 'admin@onboard.test',
});
const manage = `/clients/admin/${CLIENT_A}/manage`;

let gateway: FakeGateway;
function open(path: string, extra: FakeRoute[] = [], user = staff) {
  const rendered = visitAs(user, path, [
    ...extra,
    { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
    { route: REFERENCE_CALLS.benAdminPlatforms, respond: () => json(200, []) },
    {
      route: USER_ADMIN_CALLS.internalList,
      respond: () => json(200, { items: [staff], total: 1, limit: 25, offset: 0 }),
    },
    {
      route: EXPLORER_CALLS.explorerPageGet,
      params: { clientId: CLIENT_A, explorerPageId: SITE_1 },
      respond: () => json(200, explorerPage()),
    },
  ]);
  gateway = rendered.gateway;
  return rendered;
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionsOf = (element: HTMLSelectElement) =>
  Array.from(element.options)
    .map((o) => o.text)
    .filter((text) => text !== 'Choose…' && text !== 'None');

/** Fills the fields a new site needs besides what the form starts with. */
function fillRequired() {
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2027-01-01' } });
  fireEvent.change(screen.getByLabelText('Open enrollment start'), { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText('Open enrollment end'), { target: { value: '2026-11-30' } });
}

describe('explorer site form (staff)', () => {
  test('a plan offers only what its benefit type allows', async () => {
    open(`${manage}/benefits-explorer`);
    await screen.findByRole('heading', { level: 1, name: 'Create a Benefits Explorer site' });
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    await screen.findByRole('heading', { level: 3, name: 'Plan 1: new plan' });

    // Medical (the first choice): its six plan types, no benefit level, its three services.
    expect(select('Benefit type').value).toBe('MEDICAL');
    expect(optionsOf(select('Plan type'))).toEqual(['HMO', 'EPO', 'POS', 'PPO', 'MEC', 'OAP']);
    expect(screen.queryByLabelText('Benefit level')).toBeNull();
    const services = screen.getByRole('group', { name: 'Value-added services' });
    expect(
      within(services)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['HDHP', 'HSA compatible', 'HRA']);

    // Life: its plan types, buy-up only, its services; the medical choice is dropped.
    fireEvent.change(select('Plan type'), { target: { value: 'PPO' } });
    fireEvent.change(select('Benefit type'), { target: { value: 'LIFE' } });
    await waitFor(() =>
      expect(optionsOf(select('Plan type'))).toEqual(['Basic Life', 'Voluntary Life', 'Standalone AD&D']),
    );
    expect(select('Plan type').value).toBe('');
    expect(optionsOf(select('Benefit level'))).toEqual(['Buy-up']);

    // Vision: no plan type at all; dental with the provider: its networks.
    fireEvent.change(select('Benefit type'), { target: { value: 'VISION' } });
    await waitFor(() => expect(screen.queryByLabelText('Plan type')).toBeNull());
    fireEvent.change(select('Benefit type'), { target: { value: 'DENTAL' } });
    await waitFor(() =>
      expect(optionsOf(select('Plan type'))).toEqual(['PPO', 'DHMO/Prepaid', 'ASO PPO', 'Indemnity']),
    );
    fireEvent.change(select('Plan type'), { target: { value: 'PPO' } });
    await waitFor(() =>
      expect(optionsOf(select('Dental network'))).toEqual([
        'SUN LIFE FOCUS DENTAL NETWORK PPO',
        'SUN LIFE DENTAL NETWORK PPO',
      ]),
    );
  });

  test('a disallowed combination shows the spec’s message and nothing is sent', async () => {
    open(`${manage}/benefits-explorer`, [
      { route: EXPLORER_CALLS.explorerPageCreate, respond: () => json(201, explorerPage()) },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Create a Benefits Explorer site' });
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    fireEvent.change(await screen.findByLabelText('Benefit type'), { target: { value: 'CRITICAL_ILLNESS' } });
    fireEvent.change(screen.getByLabelText('Plan name'), { target: { value: 'CI Plan' } });
    const services = await screen.findByRole('group', { name: 'Value-added services' });
    for (const box of within(services).getAllByRole('checkbox')) {
      fireEvent.click(box);
      await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    expect(
      await screen.findByText(
        'Critical Illness can include one value-added service. Please check the sold-case proposal for the correct selection.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(gateway.requests(EXPLORER_CALLS.explorerPageCreate)).toHaveLength(0);

    // One service: the site is sent.
    fireEvent.click(within(services).getAllByRole('checkbox')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    await waitFor(() => expect(gateway.requests(EXPLORER_CALLS.explorerPageCreate)).toHaveLength(1));
    const body = (await gateway.bodies(EXPLORER_CALLS.explorerPageCreate))[0] as ExplorerSiteInput;
    expect(body.benefits?.[0]).toMatchObject({
      benefitType: 'CRITICAL_ILLNESS',
      contentFlags: ['HEALTH_NAVIGATOR_HELPLINE'],
    });
  });

  test('a medical plan’s costs (issue 34): bad figures refused by field, good ones sent', async () => {
    open(`${manage}/benefits-explorer`, [
      { route: EXPLORER_CALLS.explorerPageCreate, respond: () => json(201, explorerPage()) },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Create a Benefits Explorer site' });
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    await screen.findByRole('heading', { level: 3, name: 'Plan 1: new plan' });
    fireEvent.change(select('Plan type'), { target: { value: 'PPO' } });
    fireEvent.change(screen.getByLabelText('Plan name'), { target: { value: 'PPO 1500' } });
    const underwriter = screen.queryByLabelText('Underwriter/Administrator');
    if (underwriter) fireEvent.change(underwriter, { target: { value: 'Acme' } });
    // The plan's comparison fields (the client's policy makes its comparison available).
    for (const [label, value] of [
      ['Deductible, individual, in network', '1500'],
      ['Deductible, family, in network', '3000'],
      ['Out-of-pocket maximum, individual, in network', '5000'],
      ['Out-of-pocket maximum, family, in network', '10000'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByLabelText('No out-of-network deductible'));
    fireEvent.click(screen.getByLabelText('No out-of-network maximum'));
    for (const label of [
      'Out-of-network benefits',
      'Primary care coordination required',
      'Referral to specialty care required',
    ])
      fireEvent.change(select(label), { target: { value: 'no' } });

    const premium = screen.getByLabelText('Employee premium per pay period, employee only');
    fireEvent.change(premium, { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText('Pay periods a year'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Copay, specialist visit'), { target: { value: '250000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText('Please enter a premium per pay period from $0 to $10,000')).toBeTruthy();
    expect(screen.getByText('Please enter a whole number of pay periods from 1 to 53')).toBeTruthy();
    expect(screen.getByText('Please enter an amount from $0 to $100,000')).toBeTruthy();
    expect(gateway.requests(EXPLORER_CALLS.explorerPageCreate)).toHaveLength(0);

    // The employer's money needs its account; with the figures right, they are sent.
    fireEvent.change(premium, { target: { value: '62.5' } });
    fireEvent.change(screen.getByLabelText('Pay periods a year'), { target: { value: '26' } });
    fireEvent.change(screen.getByLabelText('Copay, specialist visit'), { target: { value: '50' } });
    fireEvent.change(select('Employer account'), { target: { value: 'HRA' } });
    fireEvent.change(await screen.findByLabelText('Employer contribution a year, family'), {
      target: { value: '1000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    await waitFor(() => expect(gateway.requests(EXPLORER_CALLS.explorerPageCreate)).toHaveLength(1));
    const body = (await gateway.bodies(EXPLORER_CALLS.explorerPageCreate))[0] as ExplorerSiteInput;
    expect(body.benefits?.[0]).toMatchObject({
      premiumPerPayPeriodEmployee: 62.5,
      payPeriodsPerYear: 26,
      copaySpecialist: 50,
      employerAccountType: 'HRA',
      employerContributionFamily: 1000,
    });
  });

  test('in Spanish, the form and the rules’ messages are Spanish', async () => {
    ({ gateway } = visitAs(
      staff,
      `${manage}/benefits-explorer`,
      [
        { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
        { route: REFERENCE_CALLS.benAdminPlatforms, respond: () => json(200, []) },
        {
          route: USER_ADMIN_CALLS.internalList,
          respond: () => json(200, { items: [staff], total: 1, limit: 100, offset: 0 }),
        },
      ],
      { language: 'es' },
    ));
    await screen.findByRole('heading', { level: 1, name: 'Crear un sitio de Benefits Explorer' });
    fireEvent.change(screen.getByLabelText('Nombre del sitio'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar plan' }));
    fireEvent.change(await screen.findByLabelText('Tipo de beneficio'), {
      target: { value: 'CRITICAL_ILLNESS' },
    });
    const services = await screen.findByRole('group', { name: 'Servicios de valor agregado' });
    for (const box of within(services).getAllByRole('checkbox')) {
      fireEvent.click(box);
      await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Crear sitio' }));
    expect(await screen.findByText('Introduzca un nombre para el sitio.')).toBeTruthy();
    expect(within(services).getByRole('alert').textContent).toBe(
      'El seguro de enfermedades graves puede incluir un solo servicio de valor agregado. Consulte la propuesta del caso vendido para elegir la opción correcta.',
    );
    expect(screen.getByText('Corrija los campos señalados.')).toBeTruthy();
  });

  test('the server’s field errors land on their fields; others show as the form’s error', async () => {
    let answer = () =>
      envelope(400, 'VALIDATION_FAILED', 'Validation failed', [
        { path: 'body.vanitySlug', message: 'This vanity address is taken' },
      ]);
    open(`${manage}/benefits-explorer`, [
      { route: EXPLORER_CALLS.explorerPageCreate, respond: () => answer() },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Create a Benefits Explorer site' });
    fillRequired();
    fireEvent.change(screen.getByLabelText('Vanity address'), { target: { value: 'maple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    const field = (await screen.findByText('This vanity address is taken')).closest('[role="group"], div');
    expect(field).toBeTruthy();
    expect((screen.getByLabelText('Vanity address') as HTMLInputElement).getAttribute('aria-invalid')).toBe(
      'true',
    );
    const body = (await gateway.bodies(EXPLORER_CALLS.explorerPageCreate))[0] as ExplorerSiteInput;
    expect(body).toMatchObject({
      name: 'Maple Dental Group',
      employerState: 'NY',
      startsAt: '2027-01-01',
      pageOwner: STAFF_OWNER,
      medicalVideo: 'NO_VIDEO',
      vanitySlug: 'maple',
      expiresAt: null,
    });

    answer = () =>
      envelope(400, 'VALIDATION_FAILED', 'Validation failed', [
        { path: 'body.somethingElse', message: 'Not a field of this form' },
      ]);
    fireEvent.click(screen.getByRole('button', { name: 'Create site' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toContain('highlighted'));
  });

  test('staff edit a site: its plans and fields come back, the update sends them with the plan’s id', async () => {
    open(`${manage}/benefits-explorer/${SITE_1}`, [
      {
        route: EXPLORER_CALLS.explorerPageUpdate,
        params: { clientId: CLIENT_A, explorerPageId: SITE_1 },
        respond: () => json(200, explorerPage()),
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Edit Maple 2026' });
    expect((screen.getByLabelText('Plan name') as HTMLInputElement).value).toBe('Basic Life');
    fireEvent.change(screen.getByLabelText('Plan name'), { target: { value: 'Basic Life Plus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save site' }));
    await waitFor(() => expect(gateway.requests(EXPLORER_CALLS.explorerPageUpdate)).toHaveLength(1));
    const body = (await gateway.bodies(EXPLORER_CALLS.explorerPageUpdate))[0] as ExplorerSiteInput;
    expect(body.benefits?.[0]).toMatchObject({
      planName: 'Basic Life Plus',
      benefitType: 'LIFE',
      contentFlags: ['AD_AND_D'],
    });
    expect(body.vanitySlug).toBe('maple');
  });

  test('renewing posts the renewal fields and opens the new site', async () => {
    const renewed = explorerPage({
      id: SITE_2,
      name: 'Maple 2026',
      planYear: '2027',
      prevExplorerPageId: SITE_1,
    });
    const { router } = open(`${manage}/benefits-explorer/${SITE_1}/renew`, [
      {
        route: EXPLORER_CALLS.explorerPageRenew,
        params: { clientId: CLIENT_A, explorerPageId: SITE_1 },
        respond: () => json(201, renewed),
      },
      {
        route: EXPLORER_CALLS.explorerPageGet,
        params: { clientId: CLIENT_A, explorerPageId: SITE_2 },
        respond: () => json(200, renewed),
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Renew Maple 2026' });
    // The previous site's expiry, plan year, vanity address and branding are shown.
    expect(screen.getByText('2026-12-31')).toBeTruthy();
    expect(screen.getByText('maple')).toBeTruthy();
    expect((screen.getByLabelText('New start date') as HTMLInputElement).value).toBe('2027-01-01');
    expect((screen.getByLabelText('New plan year') as HTMLInputElement).value).toBe('2027');
    fireEvent.change(screen.getByLabelText('New end date'), { target: { value: '2027-12-31' } });
    fireEvent.change(screen.getByLabelText('The current site’s new vanity address'), {
      target: { value: 'maple 2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Renew site' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${manage}/benefits-explorer/${SITE_2}`));
    const body = (await gateway.bodies(EXPLORER_CALLS.explorerPageRenew))[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      startsAt: '2027-01-01',
      expiresAt: '2027-12-31',
      planYear: '2027',
      openEnrollmentStart: '2026-11-01',
      openEnrollmentEnd: '2026-11-30',
      vanitySlug: 'maple',
      prevExplorerPageId: SITE_1,
      prevExplorerPageExpiry: '2026-12-31',
      prevExplorerPagePlanYear: '2026',
      prevExplorerPageVanitySlug: 'maple 2026',
      prevExplorerPageCustomBranding: false,
    });
    // The new site's plans are new ones (no ids).
    expect((body.benefits as { id?: string }[])[0]?.id).toBeUndefined();
  });

  test('a broker is sent away from the staff pages, as from any page it may not see', async () => {
    const { router } = open(
      `${manage}/benefits-explorer`,
      [
        {
          route: CLIENTS_CALLS.list,
          respond: () => json(200, { items: [], total: 0, limit: 25, offset: 0 }),
        },
      ],
      authUser({ role: 'BROKER', clientIds: [CLIENT_A] }),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`${manage}/benefits-explorer`));
    expect(screen.queryByRole('heading', { name: 'Create a Benefits Explorer site' })).toBeNull();
  });
});

describe('a client’s sites on its manage page', () => {
  test('lists the sites with their links; delete asks first', async () => {
    let sites = [
      explorerSummary(),
      explorerSummary({ id: SITE_2, name: 'Maple demo', isLive: false, vanitySlug: null, planYear: null }),
    ];
    open(manage, [
      {
        route: EXPLORER_CALLS.explorerPageList,
        params: { clientId: CLIENT_A },
        respond: () => json(200, { items: sites, total: sites.length, limit: 100, offset: 0 }),
      },
      {
        route: EXPLORER_CALLS.explorerPageDelete,
        params: { clientId: CLIENT_A, explorerPageId: SITE_2 },
        respond: () => {
          sites = sites.filter((s) => s.id !== SITE_2);
          return json(200, { ok: true });
        },
      },
      { route: CLIENTS_CALLS.setupGet, respond: () => envelope(404, 'NOT_FOUND', 'No setup yet') },
    ]);
    const section = await screen.findByRole('region', { name: 'Benefits Explorer sites' });
    const rows = await within(section).findAllByTestId('explorer-site-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Live')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Demo')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Create site' }).getAttribute('href')).toBe(
      `${manage}/benefits-explorer`,
    );
    expect(within(section).getByRole('link', { name: 'Edit: Maple 2026' }).getAttribute('href')).toBe(
      `${manage}/benefits-explorer/${SITE_1}`,
    );
    expect(within(section).getByRole('link', { name: 'Renew: Maple 2026' }).getAttribute('href')).toBe(
      `${manage}/benefits-explorer/${SITE_1}/renew`,
    );
    expect(within(section).getByRole('link', { name: 'Preview: Maple 2026' }).getAttribute('href')).toBe(
      '/benefits-explorer/maple',
    );
    expect(within(section).getByRole('link', { name: 'Preview: Maple demo' }).getAttribute('href')).toBe(
      `/benefits-explorer/${SITE_2}`,
    );

    fireEvent.click(within(section).getByRole('button', { name: 'Delete: Maple demo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this site?' });
    expect(
      gateway.requests(EXPLORER_CALLS.explorerPageDelete, { clientId: CLIENT_A, explorerPageId: SITE_2 }),
    ).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete site' }));
    await waitFor(() => expect(within(section).getAllByTestId('explorer-site-row')).toHaveLength(1));
    expect(
      gateway.requests(EXPLORER_CALLS.explorerPageDelete, { clientId: CLIENT_A, explorerPageId: SITE_2 }),
    ).toHaveLength(1);
  });
});
