import { describe, expect, test } from '@jest/globals';
import { INTERNAL, INTERNAL_CALLS } from './internal.js';
import { ALL_ROUTES } from './routes/index.js';

describe('INTERNAL', () => {
  test('every call is in the flat list once, named `<service>.<key>`, its subject its service’s', () => {
    const nested = Object.entries(INTERNAL).flatMap(([service, calls]) =>
      Object.entries(calls).map(([key, call]) => ({ service, key, call })),
    );
    expect(INTERNAL_CALLS).toHaveLength(nested.length);
    for (const { service, key, call } of nested) {
      expect(call.name).toBe(`${service}.${key}`);
      expect(call.service).toBe(service);
      expect(call.subject.startsWith(`${service}.`)).toBe(true);
      expect(call.callers.length).toBeGreaterThan(0);
      expect(call.callers).not.toContain(service);
      expect(call.summary.length).toBeGreaterThan(10);
    }
  });

  test('no two calls share a subject, and none is a public route’s', () => {
    const subjects = INTERNAL_CALLS.map((call) => call.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    const routes = new Set(ALL_ROUTES.map((route) => route.subject));
    expect(subjects.filter((subject) => routes.has(subject))).toEqual([]);
  });

  // WIRE FORMAT: these strings are read by other processes (a rolling deploy runs two versions side by side).
  test('the subjects are the wire format as written', () => {
    expect(Object.fromEntries(INTERNAL_CALLS.map((call) => [call.name, call.subject]))).toEqual({
      'clients.summaries': 'clients.client.summaries',
      'clients.censusContext': 'clients.census.context',
      'clients.censusSubmitted': 'clients.census.submitted',
      'clients.taskFire': 'clients.task.fire',
      'clients.qpsCase': 'clients.qps.case',
      'clients.qpsPushed': 'clients.qps.pushed',
      'clients.explorerSiteClient': 'clients.explorer.site-client',
      'clients.taskTakesDocuments': 'clients.task.takes-documents',
      'qps.caseGet': 'qps.case.get',
      'email.queue': 'email.email.queue',
      'documents.onboardingFormRecipientEmail': 'documents.onboarding-form.update-recipient-email',
      'documents.esignConnectEvent': 'documents.onboarding-form.connect-event',
      'documents.explorerFiles': 'documents.document.explorer-files',
      'documents.taskDocumentCount': 'documents.document.task-count',
      'identity.tokenRefresh': 'identity.auth.token-refresh',
      'identity.logout': 'identity.auth.logout',
      'identity.userMe': 'identity.user.me',
      'identity.userGet': 'identity.user.get',
      'identity.clientUser': 'identity.user.client-user',
      'identity.clientUsers': 'identity.user.client-users',
      'identity.sessionsRevokedList': 'identity.session.revoked-list',
    });
  });
});
