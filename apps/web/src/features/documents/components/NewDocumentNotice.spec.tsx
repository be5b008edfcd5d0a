import { describe, expect, test } from '@jest/globals';
import {
  CLIENTS_CALLS,
  DOCUMENTS_CALLS,
  REFERENCE_CALLS,
  type AuthUser,
  type DocumentDto,
  type NewDocumentNotice,
} from '@onboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_A, clientDto } from '../../../test/clients.js';
import { authUser, json, type FakeRoute } from '../../../test/fakeGateway.js';
import { visitAs } from '../../../test/renderWithGateway.js';
import { showsNotice } from './NewDocumentNotice.js';

const employer = () => authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] });
const doc = (id: string, fileName: string): DocumentDto => ({
  id,
  clientId: CLIENT_A,
  policyId: null,
  category: 'enrollment-resource',
  fileName,
  contentType: 'application/pdf',
  size: 10,
  language: null,
  processStatus: 'UPLOADED',
  vidyardId: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  deletedAt: null,
  updatedBy: null,
});
const NEW_DOCS = [
  doc('0b6f5c3e-0000-4000-8000-0000000000d1', 'Enrollment guide.pdf'),
  doc('0b6f5c3e-0000-4000-8000-0000000000d2', 'Rates 2026.pdf'),
];
const by = (document: DocumentDto, role: NonNullable<DocumentDto['updatedBy']>['role']): DocumentDto => ({
  ...document,
  updatedBy: { id: '0b6f5c3e-0000-4000-8000-0000000000e1', role },
});
const notice = (status: NewDocumentNotice['status'], documents = NEW_DOCS): NewDocumentNotice => ({
  status,
  documents,
  seenAt: null,
  dismissedAt: null,
});

function visit(path: string, user: AuthUser, extra: FakeRoute[], language: 'en' | 'es' = 'en') {
  const { gateway } = visitAs(
    user,
    path,
    [
      ...extra,
      { route: CLIENTS_CALLS.get, params: { clientId: CLIENT_A }, respond: () => json(200, clientDto()) },
      {
        route: REFERENCE_CALLS.featureToggles,
        respond: () => json(200, { ONBOARD_REMOVE_EDI_FROM_EIF: false }),
      },
      { route: REFERENCE_CALLS.serviceStatus, respond: () => json(200, { jira: true }) },
      { route: DOCUMENTS_CALLS.meta, respond: () => json(200, []) },
    ],
    { language },
  );
  return gateway;
}

describe('the new-document notice (spec §4)', () => {
  test('the rule: new documents not dismissed (status null or NEW_AND_SEEN)', () => {
    expect(showsNotice(notice(null))).toBe(true);
    expect(showsNotice(notice('NEW_AND_SEEN'))).toBe(true);
    expect(showsNotice(notice('OLD'))).toBe(false);
    expect(showsNotice(notice(null, []))).toBe(false);
    expect(showsNotice(undefined)).toBe(false);
  });

  test('the hub home lists the new documents, links to the resources page; Dismiss sets OLD and hides it', async () => {
    let current = notice(null);
    const gateway = visit(`/client/${CLIENT_A}`, employer(), [
      { route: DOCUMENTS_CALLS.noticeGet, respond: () => json(200, current) },
      {
        route: DOCUMENTS_CALLS.userNoticePut,
        respond: () => {
          current = notice('OLD');
          return json(200, { newDocumentNoticeStatus: 'OLD', dismissedAt: '2026-11-26T10:00:00.000Z' });
        },
      },
    ]);
    const region = await screen.findByRole('region', { name: 'New documents are available' });
    expect(within(region).getByText('Enrollment guide.pdf')).toBeTruthy();
    expect(within(region).getByText('Rates 2026.pdf')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'See the documents' }).getAttribute('href')).toBe(
      `/client/${CLIENT_A}/resources-listing`,
    );
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('new-document-notice')).toBeNull());
    expect(await gateway.bodies(DOCUMENTS_CALLS.userNoticePut)).toEqual([{ newDocumentNoticeStatus: 'OLD' }]);
    // Opening the home page does not mark the notice seen: the resources page does.
    expect(gateway.requests(DOCUMENTS_CALLS.noticePut)).toHaveLength(0);
  });

  test('no notice once dismissed (OLD), in Spanish too', async () => {
    visit(
      `/client/${CLIENT_A}`,
      employer(),
      [{ route: DOCUMENTS_CALLS.noticeGet, respond: () => json(200, notice('OLD')) }],
      'es',
    );
    await screen.findByRole('heading', { level: 2, name: 'Sus tareas de incorporación' });
    expect(screen.queryByTestId('new-document-notice')).toBeNull();
  });

  test('NEW_AND_SEEN still shows, in Spanish', async () => {
    visit(
      `/client/${CLIENT_A}`,
      employer(),
      [{ route: DOCUMENTS_CALLS.noticeGet, respond: () => json(200, notice('NEW_AND_SEEN')) }],
      'es',
    );
    const region = await screen.findByRole('region', { name: 'Hay documentos nuevos disponibles' });
    expect(within(region).getByRole('button', { name: 'Descartar' })).toBeTruthy();
  });

  test('says who added each document: the employer is not "your implementation team"', async () => {
    const [guide, rates] = NEW_DOCS as [DocumentDto, DocumentDto];
    const documents = [by(guide, 'BEN_ADMIN'), by(rates, 'SLF_ADMIN')];
    visit(`/client/${CLIENT_A}`, employer(), [
      { route: DOCUMENTS_CALLS.noticeGet, respond: () => json(200, notice(null, documents)) },
    ]);
    const region = await screen.findByRole('region', { name: 'New documents are available' });
    expect(region.textContent).not.toContain('Your implementation team added documents');
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Enrollment guide.pdf, added by the employer',
      'Rates 2026.pdf, added by the implementation team',
    ]);
  });

  test('who added it, in Spanish; a broker too, and nobody named when unknown', async () => {
    const [guide, rates] = NEW_DOCS as [DocumentDto, DocumentDto];
    visit(
      `/client/${CLIENT_A}`,
      employer(),
      [
        {
          route: DOCUMENTS_CALLS.noticeGet,
          respond: () => json(200, notice(null, [by(guide, 'BROKER'), { ...rates, updatedBy: null }])),
        },
      ],
      'es',
    );
    const region = await screen.findByRole('region', { name: 'Hay documentos nuevos disponibles' });
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Enrollment guide.pdf, agregado por el corredor', 'Rates 2026.pdf']);
  });

  test('opening the resources page marks the notice NEW_AND_SEEN once and shows both panels', async () => {
    const gateway = visit(`/client/${CLIENT_A}/resources-listing`, employer(), [
      { route: DOCUMENTS_CALLS.noticePut, respond: () => json(200, notice('NEW_AND_SEEN')) },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Employee & Employer Resources' });
    expect(await screen.findByRole('heading', { level: 2, name: 'For employers' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'For employees' })).toBeTruthy();
    await waitFor(() =>
      expect(gateway.requests(DOCUMENTS_CALLS.noticePut, { clientId: CLIENT_A })).toHaveLength(1),
    );
    // The employer may upload to their client's panels.
    expect(screen.getAllByRole('button', { name: 'Upload' })).toHaveLength(2);
    const categories = gateway
      .requests(DOCUMENTS_CALLS.meta, { clientId: CLIENT_A })
      .map((request) => new URL(request.url).searchParams.get('categories'));
    expect(new Set(categories)).toEqual(new Set(['plan-document', 'enrollment-resource']));
  });
});
