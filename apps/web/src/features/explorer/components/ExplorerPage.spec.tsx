import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { EXPLORER_PUBLIC_CALLS, keyedMessage, type ExplorerPublicPage } from '@onboard/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DHMO_ID, HMO_ID, PAGE_ID, PPO_ID, explorerPage } from '../../../test/explorerPublic.js';
import { envelope, fakeGateway, json } from '../../../test/fakeGateway.js';
import { renderExplorerApp } from '../../../test/renderExplorerApp.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { forgetExplorerPages } from '../api/explorerPublicApi.js';
import { favoritesKey } from '../favorites.js';
import { CHAT_WIDGET_TIMEOUT_MS, useChatWidgetWatch } from '../hooks/useChatWidgetWatch.js';

const PAGE_PATH = '/benefits-explorer/northwind-foods';

/** The explorer's own entry (its router, no Chakra); `portal`: the portal's react-router routes instead. */
function renderExplorer(
  page: (request: Request) => ExplorerPublicPage | null,
  {
    path = PAGE_PATH,
    language = 'en' as 'en' | 'es',
    extra = [] as Parameters<typeof fakeGateway>[0],
    portal = false,
  } = {},
) {
  const gateway = fakeGateway([
    ...extra,
    {
      route: EXPLORER_PUBLIC_CALLS.explorerPublicPage,
      respond: (request) => {
        const answer = page(request);
        return answer ? json(200, answer) : envelope(404, 'NOT_FOUND', 'Explorer page not found');
      },
    },
  ]);
  globalThis.fetch = gateway.fetch;
  if (portal) return { gateway, ...renderWithProviders({ path, language }) };
  return { gateway, router: undefined, ...renderExplorerApp({ path, language }) };
}

beforeEach(() => {
  window.localStorage.clear();
  forgetExplorerPages();
});

describe('the explorer page: navigation bar rules (explorer spec §2)', () => {
  test('logo and title link to the page by its vanity slug; the personal-plan link shows with benefits', async () => {
    renderExplorer(() => explorerPage());
    const nav = await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    expect(
      within(nav)
        .getByRole('link', { name: /Northwind Foods/ })
        .getAttribute('href'),
    ).toBe(PAGE_PATH);
    expect(within(nav).getByTestId('provider-logo')).toBeTruthy();
    const link = within(nav).getByRole('link', { name: /^My personal benefits plan\s*0 favorite plans$/ });
    expect(link.getAttribute('href')).toBe(`${PAGE_PATH}/personal-benefits-plan`);
    const platform = within(nav).getByRole('link', { name: /Enroll on Benefitfocus/ });
    expect(platform.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { level: 1, name: 'Northwind Foods Benefits' })).toBeTruthy();
  });

  test('no personal-plan link without benefits, nor once the site has expired', async () => {
    renderExplorer(() => explorerPage({ benefits: [] }));
    await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    expect(screen.queryByTestId('personal-plan-link')).toBeNull();
    expect(screen.getByText('No benefits are listed on this site yet.')).toBeTruthy();
  });

  test('expired: no personal-plan link', async () => {
    renderExplorer(() => explorerPage({ expired: true }));
    await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    expect(screen.queryByTestId('personal-plan-link')).toBeNull();
  });

  test('hidden provider logo; no platform button outside open enrollment', async () => {
    renderExplorer(() => explorerPage({ hideSunLifeLogo: true, demoEnrollmentStatus: 'post' }));
    await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    expect(screen.queryByTestId('provider-logo')).toBeNull();
    expect(screen.queryByRole('link', { name: /Enroll on/ })).toBeNull();
  });

  test('language switcher: shown with the toggle on and the large-client toggle off; Spanish shows the disclaimer', async () => {
    const { i18n } = renderExplorer(() => explorerPage());
    fireEvent.click(await screen.findByRole('button', { name: 'Language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your language' });
    expect(within(dialog).queryByTestId('translation-disclaimer')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect((await screen.findByTestId('translation-disclaimer')).textContent).toContain(
      'prevalece la versión en inglés',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Médico', hidden: true })).toBeTruthy();
  });

  test.each([
    ['large client', { largeClientFeatureToggle: true }],
    ['language toggle off', { languageFeatureToggle: false }],
  ])('no language switcher: %s', async (_name, over) => {
    renderExplorer(() => explorerPage(over));
    await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull();
  });

  test('unknown page (or archived, not started): the not-found page', async () => {
    renderExplorer(() => null, { path: '/benefits-explorer/nobody' });
    expect(await screen.findByText('Sorry, the page you are looking for does not exist.')).toBeTruthy();
  });

  test('the index shows the welcome text without sign-in', async () => {
    renderExplorer(() => null, { path: '/benefits-explorer' });
    expect(
      await screen.findByText('The Benefits Explorer makes enrolling in your benefits easy.'),
    ).toBeTruthy();
  });
});

describe('demo banner (explorer spec §2, §4)', () => {
  test('a site that is not live switches pre/active/post, re-fetching with demoEnrollmentStatus', async () => {
    const { gateway } = renderExplorer((request) => {
      const status = new URL(request.url).searchParams.get('demoEnrollmentStatus');
      return explorerPage({ isLive: false, demoEnrollmentStatus: (status as 'pre' | null) ?? 'active' });
    });
    const banner = await screen.findByTestId('demo-banner');
    expect(
      within(banner).getByRole('button', { name: 'During enrollment' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(banner).getByRole('button', { name: 'Before enrollment' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('demo-banner'))
          .getByRole('button', { name: 'Before enrollment' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(window.location.search).toBe('?enrollment=pre');
    const asked = gateway
      .requests(EXPLORER_PUBLIC_CALLS.explorerPublicPage)
      .map((r) => new URL(r.url).search);
    expect(asked).toContain('?demoEnrollmentStatus=pre');
    // Outside open enrollment the platform button goes.
    expect(screen.queryByRole('link', { name: /Enroll on/ })).toBeNull();
  });

  test('a live site has no demo banner', async () => {
    renderExplorer(() => explorerPage());
    await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    expect(screen.queryByTestId('demo-banner')).toBeNull();
  });
});

describe('favorites, personal plan and comparison', () => {
  test('favorites are kept per page in localStorage and counted in the navigation', async () => {
    renderExplorer(() => explorerPage());
    fireEvent.click(await screen.findByRole('button', { name: 'Add Open Access PPO 1500 to my plan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add HMO Saver 3000 HDHP to my plan' }));
    expect(screen.getByTestId('favorite-count').textContent).toBe('2');
    expect(screen.getByRole('link', { name: /^My personal benefits plan\s*2 favorite plans$/ })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(favoritesKey(PAGE_ID)) ?? '[]')).toEqual([PPO_ID, HMO_ID]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove HMO Saver 3000 HDHP from my plan' }));
    expect(JSON.parse(window.localStorage.getItem(favoritesKey(PAGE_ID)) ?? '[]')).toEqual([PPO_ID]);
  });

  test('the personal plan lists the stored favorites by type, each removable', async () => {
    window.localStorage.setItem(favoritesKey(PAGE_ID), JSON.stringify([PPO_ID, DHMO_ID]));
    renderExplorer(() => explorerPage(), { path: `${PAGE_PATH}/personal-benefits-plan` });
    expect(await screen.findByRole('heading', { level: 1, name: 'My personal benefits plan' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Medical' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Dental' })).toBeTruthy();
    expect(screen.getAllByTestId('plan-card')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dental Prepaid Plan' }));
    await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(1));
    expect(screen.getByTestId('favorite-count').textContent).toBe('1');
  });

  test('comparison: medical plans get a compare checkbox; a DHMO plan none; the table compares the chosen', async () => {
    renderExplorer(() => explorerPage());
    const medical = await screen.findByTestId('section-MEDICAL');
    expect(within(medical).getAllByTestId('compare-checkbox')).toHaveLength(2);
    // Dental: the DHMO plan is never compared, which leaves one: no comparison there.
    expect(within(screen.getByTestId('section-DENTAL')).queryAllByTestId('compare-checkbox')).toHaveLength(0);
    fireEvent.click(within(medical).getByLabelText('Compare Open Access PPO 1500'));
    await within(medical).findByRole('button', { name: 'Compare selected (1)' });
    fireEvent.click(within(medical).getByLabelText('Compare HMO Saver 3000 HDHP'));
    fireEvent.click(await within(medical).findByRole('button', { name: 'Compare selected (2)' }));
    const table = await within(medical).findByRole('table', { name: 'Medical plans compared' });
    const row = within(table).getByRole('row', { name: /Deductible \(individual\)/ });
    expect(row.textContent).toContain('$1,500');
    expect(row.textContent).toContain('$3,000');
    expect(row.textContent).toContain('Not covered');
  });

  test('no comparison before the medical cutoff date', async () => {
    renderExplorer(() => explorerPage({ policyEffectiveDates: ['2024-01-01'] }));
    const medical = await screen.findByTestId('section-MEDICAL');
    expect(within(medical).queryAllByTestId('compare-checkbox')).toHaveLength(0);
  });

  test('Spanish: the highlighter and the Spanish plan summary', async () => {
    renderExplorer(() => explorerPage(), { language: 'es' });
    expect((await screen.findAllByTestId('highlighter'))[0]?.textContent).toBe('Nuevo plan PPO este año');
    expect(screen.getByRole('link', { name: /Resumen del plan \(español\): Resumen PPO.pdf/ })).toBeTruthy();
  });

  test('custom branding with readable colours is applied as CSS variables', async () => {
    renderExplorer(() => explorerPage());
    const site = await screen.findByTestId('explorer-site');
    expect(site.getAttribute('data-custom-branding')).toBe('true');
    expect(site.style.getPropertyValue('--explorer-brand')).toBe('#0b5394');
  });
});

describe('lead modal (explorer spec §5)', () => {
  const openLead = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Contact us' }));
    return screen.findByRole('dialog', { name: 'Contact us' });
  };

  test('empty: every required message; a broker relabels Employer name as Client name', async () => {
    renderExplorer(() => explorerPage());
    const dialog = await openLead();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    for (const message of [
      'Email is required',
      'First name is required',
      'Last name is required',
      'City is required',
      'State is required',
      'Phone is required',
      'Employer/Broker is required',
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    // The contract checks the employer name once the other fields pass.
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Email', 'pat@example.com');
    type('First name', 'Pat');
    type('Last name', 'Lee');
    type('City', 'Newark');
    type('State', 'NJ');
    type('Phone', '555-0100');
    fireEvent.click(within(dialog).getByText('Employer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Employer name is required')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Broker'));
    expect(await within(dialog).findByLabelText('Client name')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Client name is required')).toBeTruthy();
    expect(await within(dialog).findByText('Broker name is required')).toBeTruthy();
  });

  test('the dialog brings Chakra without page-wide styles: its reset is scoped to the dialog (decision 178)', async () => {
    renderExplorer(() => explorerPage());
    await openLead();
    const css = [...document.querySelectorAll('style')].map(
      (style) =>
        [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n') || style.textContent,
    );
    const rules = css.join('\n');
    // Chakra's reset is there, under the dialog's positioner only.
    expect(rules).toMatch(/\.chakra-dialog__positioner \*[^{]*\{[^}]*margin: 0px/);
    // No rule for the page itself: none whose selector starts with html, body or a bare *.
    expect(rules).not.toMatch(/(^|[{}]\s*)(html|body)\s*[,{]/);
    expect(rules).not.toMatch(/(^|[{}]\s*)\*\s*[,{][^}]*margin: 0px/);
  });

  test('Spanish messages', async () => {
    renderExplorer(() => explorerPage(), { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Contáctenos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contáctenos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('El correo electrónico es obligatorio')).toBeTruthy();
  });

  test('a server error lands on its field; a successful send shows the confirmation', async () => {
    let fail = true;
    const { gateway } = renderExplorer(() => explorerPage(), {
      extra: [
        {
          route: EXPLORER_PUBLIC_CALLS.explorerLeadSend,
          respond: () =>
            fail
              ? envelope(400, 'VALIDATION_FAILED', 'Invalid request', [
                  { path: 'body.email', ...keyedMessage('email') },
                ])
              : json(200, { sent: true }),
        },
      ],
    });
    const dialog = await openLead();
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Email', 'pat@example.com');
    type('First name', 'Pat');
    type('Last name', 'Lee');
    type('City', 'Newark');
    type('State', 'NJ');
    type('Phone', '555-0100');
    fireEvent.click(within(dialog).getByText('Employer'));
    type('Employer name', 'Acme');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your message has been sent/)).toBeTruthy();
    const bodies = await gateway.bodies(EXPLORER_PUBLIC_CALLS.explorerLeadSend);
    expect(bodies.at(-1)).toMatchObject({
      email: 'pat@example.com',
      externalUser: 'EMPLOYER',
      employerName: 'Acme',
    });
  });
});

describe('chat and support footer', () => {
  test('the department and online state from the page; the consultant in the footer', async () => {
    renderExplorer(() => explorerPage({ chat: { department: 'Benefits Explorer Demo', online: false } }));
    const chat = await screen.findByRole('complementary', { name: 'Live chat' });
    expect(chat.getAttribute('data-department')).toBe('Benefits Explorer Demo');
    expect(chat.textContent).toContain('Chat is offline right now');
    expect(screen.getByText(/Iris Consultant/)).toBeTruthy();
    expect(screen.getByTestId('support-live')).toBeTruthy();
  });
});

describe('useChatWidgetWatch', () => {
  afterEach(() => {
    jest.useRealTimers();
  });
  function Watch() {
    useChatWidgetWatch(true);
    return null;
  }
  test('warns when the widget has not appeared after 6 s', () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Watch />);
    jest.advanceTimersByTime(CHAT_WIDGET_TIMEOUT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledWith('The chat widget has not appeared after 6 s');
    warn.mockRestore();
  });
});

describe('inside the portal (its react-router routes fill the explorer’s routing, decision 179)', () => {
  test('the page, its links and the demo view in the address, then the personal plan by a link click', async () => {
    window.localStorage.setItem(favoritesKey(PAGE_ID), JSON.stringify([PPO_ID]));
    const { gateway, router } = renderExplorer(
      (request) => {
        const status = new URL(request.url).searchParams.get('demoEnrollmentStatus');
        return explorerPage({ isLive: false, demoEnrollmentStatus: (status as 'post' | null) ?? 'active' });
      },
      { portal: true },
    );
    const nav = await screen.findByRole('navigation', { name: 'Benefits Explorer navigation' });
    expect(
      within(nav)
        .getByRole('link', { name: /Northwind Foods/ })
        .getAttribute('href'),
    ).toBe(PAGE_PATH);
    fireEvent.click(
      within(screen.getByTestId('demo-banner')).getByRole('button', { name: 'After enrollment' }),
    );
    await waitFor(() => expect(router?.state.location.search).toBe('?enrollment=post'));
    await waitFor(() =>
      expect(
        gateway.requests(EXPLORER_PUBLIC_CALLS.explorerPublicPage).map((r) => new URL(r.url).search),
      ).toContain('?demoEnrollmentStatus=post'),
    );
    // The other view is another page fetch: its navigation bar is a new one.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('demo-banner'))
          .getByRole('button', { name: 'After enrollment' })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(screen.getByTestId('personal-plan-link'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My personal benefits plan' })).toBeTruthy();
    expect(router?.state.location.pathname).toBe(`${PAGE_PATH}/personal-benefits-plan`);
    expect(screen.getAllByTestId('plan-card')).toHaveLength(1);
  });
});
