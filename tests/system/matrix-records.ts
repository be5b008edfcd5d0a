import { randomUUID } from 'node:crypto';
import { CLIENTS_ROUTES, EXPLORER_ROUTES, type AnyRoute, type Role } from '@onboard/contracts';
import type request from 'supertest';
import type { TestSystem } from './harness.js';
import { PAYROLL_HEADERS } from './census-file.mjs';
import type { Caller, MatrixCast } from './matrix-cast.js';

/**
 * A call as one of the matrix's callers (the owner unless said): the records an allowed call needs are made
 * through the API, as their users make them.
 */
export type OwnerCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  file?: { name: string; content: Buffer; fields: Record<string, string> },
  as?: Caller,
) => Promise<request.Response>;

/**
 * Fresh records for the permission matrix's allowed calls (issue 31 item 5): what the tenant's seed does not
 * make (a document, an employee class, a subsidiary, an explorer page, a carrier, a person of the route's kind),
 * made through the API before each call that needs one, so that the call can succeed and be judged exactly, and
 * a call that deletes or changes its record changes nobody else's.
 */
export class MatrixRecords {
  private made = 0;
  /** What a record made for the current call brings besides its id (a form's recipient), by field name. */
  readonly extras: Record<string, string> = {};

  constructor(
    private readonly system: TestSystem,
    private readonly cast: MatrixCast,
    private readonly asOwner: OwnerCall,
  ) {}

  /**
   * A record for the route parameter `name` of an allowed call about `clientId`, or undefined where the matrix
   * makes none (the parameter's value is then the seed's record or a made-up id).
   */
  async paramFor(
    name: string,
    path: string,
    caller: Caller,
    own: boolean,
    clientId: string | undefined,
  ): Promise<string | undefined> {
    const staff = caller.key === 'admin' || caller.key === 'owner';
    switch (name) {
      case 'userId': {
        // A ben admin's or broker's own record is their own. Staff act on a person of the route's kind
        // (`/users/broker/:userId` a broker); on a route for any person, their own record is their own and
        // another's a ben admin.
        if (!staff) return undefined;
        const kind = kindOfPath(path);
        if (!kind && own) return undefined;
        return (await this.person(kind ?? 'BEN_ADMIN', clientId)).id;
      }
      case 'email':
        return (await this.person('BEN_ADMIN', clientId)).email;
      case 'templateId':
        return BILLING_TEMPLATE;
      case 'formId':
        return clientId ? this.form(clientId, staff || !own ? undefined : caller) : undefined;
      case 'documentId':
        // A form's document is one of its envelope's (made with the form, before this parameter).
        if (path.includes('/onboarding-forms/')) return this.extras['formDocumentId'];
        if (!clientId) return undefined;
        return path.includes('/census/') ? this.census(clientId) : this.document(clientId);
      case 'employeeClassId': {
        if (!clientId) return undefined;
        // A new class names how many the editor knew of (decision 077).
        const url = `/api/clients/${clientId}/employee-classes`;
        const known = ((await this.asOwner('GET', url)).body as unknown[]).length;
        return this.created(url, CLIENTS_ROUTES.employeeClassCreate, caller, clientId, {
          knownClassCount: known,
        });
      }
      case 'subsidiaryId':
        return clientId
          ? this.created(
              `/api/clients/${clientId}/subsidiary`,
              CLIENTS_ROUTES.subsidiaryCreate,
              caller,
              clientId,
            )
          : undefined;
      case 'explorerPageId':
        return clientId
          ? this.created(
              `/api/clients/${clientId}/explorer-pages`,
              EXPLORER_ROUTES.explorerPageCreate,
              caller,
              clientId,
            )
          : undefined;
      case 'newPageOwnerId':
        // Pages pass from one admin to another (a fresh one: the admins' own records stay as they are).
        return (await this.person('SLF_ADMIN', undefined)).id;
      case 'emailId': {
        // An e-mail the system sent (the e-mail pages are staff's: every client's at once).
        const page = (await this.asOwner('GET', '/api/emails?limit=1')).body as { items?: { id: string }[] };
        return page.items?.[0]?.id;
      }
      case 'vidyardId':
        return clientId ? this.video(clientId) : undefined;
      case 'carrierId':
        return this.created('/api/carriers', CLIENTS_ROUTES.carrierCreate, caller, clientId);
      default:
        return undefined;
    }
  }

  /**
   * What an allowed call needs beyond its records (issue 31 item 5), made just before it: the state of the
   * client's EIF (a signature taken back to sign again; changes made and marked ready for the signer), a plan
   * chosen for the class the call names, or a body read from the client's own records (its policies as they
   * are). Records go to `made` by the name the request's hints read; a body answered replaces the smallest.
   */
  async stateFor(
    routeKey: string,
    clientId: string | undefined,
    made: Record<string, string>,
  ): Promise<{ body?: unknown } | undefined> {
    if (!clientId) return undefined;
    const base = `/api/clients/${clientId}`;
    switch (routeKey) {
      case 'POST /api/clients/:clientId/eif-sign':
        // The demo's signed EIF, its signature taken back (no route does that: a signature is final).
        await this.system.sql.query(
          `update "clients"."client" set "eif_signed_at" = null, "eif_signed_by" = null,
             "eif_outside_signed_by" = null where "id" = $1`,
          [clientId],
        );
        return undefined;
      case 'POST /api/clients/:clientId/change-log/deif-changes/ready-for-review':
      case 'POST /api/clients/:clientId/undo-ic-edits':
        await this.locationChange(clientId);
        return undefined;
      case 'POST /api/clients/:clientId/change-log/deif-changes/accept':
      case 'POST /api/clients/:clientId/change-log/deif-changes/decline':
        await this.locationChange(clientId);
        expectOk(
          await this.asOwner('POST', `${base}/change-log/deif-changes/ready-for-review`),
          'ready for review',
        );
        return undefined;
      case 'PUT /api/clients/:clientId/employee-classes/:employeeClassId/plans/contributions':
      case 'PUT /api/clients/:clientId/employee-classes/:employeeClassId/plans/waiting-periods':
        made['employeeClassPlanId'] = await this.classPlan(clientId, made['employeeClassId'] ?? '');
        return undefined;
      case 'PUT /api/clients/:clientId/census/:policyId/files/:documentId/mapping': {
        // The columns as the page suggests them, confirmed with the file's source.
        const { mapping } = await this.censusFile(clientId, made['documentId'] ?? '', () => true);
        return { body: { mapping, source: 'PAYROLL_SYSTEM' } };
      }
      case 'PUT /api/clients/:clientId/census/:policyId/files/:documentId/rows':
        // A cell of the validated file's table corrected (its first row's employee id).
        await this.censusValidated(clientId, made['documentId'] ?? '');
        return { body: { changes: [{ row: 2, column: 0, value: 'E2' }] } };
      case 'GET /api/clients/:clientId/census/:policyId/validation-report/:documentId/errors.csv':
        await this.censusValidated(clientId, made['documentId'] ?? '');
        return undefined;
      case 'POST /api/clients/:clientId/census/:policyId/submit': {
        // A file validated without errors, submitted by its id.
        const documentId = await this.census(clientId);
        await this.censusValidated(clientId, documentId);
        return { body: { documentId } };
      }
      case 'GET /api/explorer-pages/:explorerPageId/documents/:documentId': {
        // A document of the client that the seeded page shows among its dental documents.
        const page = this.cast.recordOf('explorerPageId', clientId) ?? '';
        const documentId = await this.document(clientId);
        expectOk(
          await this.asOwner('PUT', `/api/clients/${clientId}/explorer-pages/${page}/documents/DENTAL`, {
            documents: [
              { id: documentId, documentKey: 'matrix-summary', name: 'matrix.txt', mimeType: 'text/plain' },
            ],
          }),
          'a document the page shows',
        );
        Object.assign(made, { explorerPageId: page, documentId });
        return undefined;
      }
      case 'POST /api/explorer-pages/:explorerPageId/share':
        // The seeded page, whose first plan the request shares.
        made['explorerPageId'] = this.cast.recordOf('explorerPageId', clientId) ?? '';
        return undefined;
      case 'POST /api/clients/:clientId/plan-configuration':
        return { body: await this.planConfiguration(clientId) };
      default:
        return undefined;
    }
  }

  /** A change to a signed EIF, as staff make one: a new claims-check mailing location. */
  private async locationChange(clientId: string): Promise<void> {
    const res = await this.asOwner('POST', `/api/clients/${clientId}/locations`, {
      name: `Matrix office ${++this.made}`,
      address1: '9 State St',
      city: 'Albany',
      state: 'NY',
      zipCode: '12207',
    });
    idOf(res, 'location');
  }

  /** One of the client's plans chosen for the class: the class's plan id. */
  private async classPlan(clientId: string, classId: string): Promise<string> {
    const base = `/api/clients/${clientId}`;
    type Plan = { id: string; benefitType: string; planType: string | null };
    let plans = (await this.asOwner('GET', `${base}/plans`)).body as Plan[];
    if (plans.length === 0) {
      // A client without plans gets one, as staff add plans on the client's page.
      const res = await this.asOwner('PUT', `${base}/plans`, {
        plans: [{ benefitType: 'DENTAL', planType: 'DENTAL_PPO', carrierName: 'Sun Life' }],
      });
      expectOk(res, 'a plan of the client');
      plans = res.body as Plan[];
    }
    const plan = plans[0];
    if (!plan) throw new Error(`class plans: the client ${clientId} has no plan to choose`);
    const res = await this.asOwner(
      'POST',
      `${base}/employee-classes/${classId}/plans/set-benefit-type-plans`,
      {
        benefitType: plan.benefitType,
        planIds: [plan.id],
      },
    );
    const chosen = (res.body as { id: string; planId: string }[] | undefined) ?? [];
    const id = Array.isArray(chosen) ? chosen.find((c) => c.planId === plan.id)?.id : undefined;
    if (res.status !== 200 || !id)
      throw new Error(
        `class plans: the matrix could not choose a plan (${res.status} ${res.text.slice(0, 300)})`,
      );
    return id;
  }

  /** The client's policies and plans as they are: a configuration that removes nothing. */
  private async planConfiguration(clientId: string): Promise<unknown> {
    const base = `/api/clients/${clientId}`;
    type Policy = {
      id: string;
      primaryPolicy: boolean;
      phaseId: string;
      slfCoverages: string[];
      policyEffective: string | null;
      issuedStateSitus: string | null;
    };
    const client = (await this.asOwner('GET', base)).body as { policies: Policy[] };
    const plans = (await this.asOwner('GET', `${base}/plans`)).body as {
      id: string;
      benefitType: string;
      planType: string | null;
      carrierName: string | null;
    }[];
    return {
      policies: client.policies.map((p) => ({
        id: p.id,
        primaryPolicy: p.primaryPolicy,
        phaseId: p.phaseId,
        slfCoverages: p.slfCoverages,
        policyEffective: p.policyEffective?.slice(0, 10) ?? null,
        issuedStateSitus: p.issuedStateSitus,
      })),
      plans: plans.map((p) => ({
        id: p.id,
        benefitType: p.benefitType,
        planType: p.planType,
        carrierName: p.carrierName,
      })),
    };
  }

  /**
   * A person of the file's own (the demo password, an authenticator), of `role`, assigned to the client; `key`
   * names their authenticator (`TestSystem.code`).
   */
  async person(
    role: Role,
    clientId: string | undefined,
  ): Promise<{ id: string; email: string; key: string }> {
    const key = `matrix-made-${++this.made}-${randomUUID().slice(0, 6)}`;
    const clients = role === 'SLF_ADMIN' || role === 'SLF_OWNER' || !clientId ? [] : [clientId];
    return { ...(await this.system.makePerson(key, role, clients)), key };
  }

  /**
   * An onboarding form of the client's, sent for signature from the e-signature stand-in's one-signer template:
   * made by a ben admin or broker of the client for themselves (they sign it, and may delete what they made), or
   * by the owner for a fresh ben admin of the client. Its id; its recipient's id and another person of the
   * client (one to reassign it to) go to `extras`.
   */
  private async form(clientId: string, maker?: Caller): Promise<string> {
    const signer = maker?.principal?.id ?? (await this.person('BEN_ADMIN', clientId)).id;
    const res = await this.asOwner(
      'POST',
      `/api/clients/${clientId}/onboarding-forms`,
      { templateId: BILLING_TEMPLATE, recipients: [{ roleName: 'Employer', userId: signer }] },
      undefined,
      maker,
    );
    const id = idOf(res, 'onboarding form');
    const made = res.body as { recipients?: { recipientId: string }[]; documents?: { documentId: string }[] };
    const recipients = made.recipients ?? [];
    this.extras['formDocumentId'] = made.documents?.[0]?.documentId ?? '';
    this.extras['recipientId'] = recipients[0]?.recipientId ?? '';
    this.extras['reassignTo'] = (await this.person('BEN_ADMIN', clientId)).id;
    return id;
  }

  /**
   * A census file of the client's primary policy (a payroll export's headers and one valid employee of the
   * policy's first coverage and the "All Employees" class every demo client has), uploaded as the census page
   * does; its columns are then matched (MAPPING). Its id.
   */
  private async census(clientId: string): Promise<string> {
    const policyId = this.cast.recordOf('policyId', clientId) ?? '';
    const client = (await this.asOwner('GET', `/api/clients/${clientId}`)).body as {
      policies: { id: string; slfCoverages: string[] }[];
    };
    const coverage = client.policies.find((p) => p.id === policyId)?.slfCoverages[0] ?? '';
    const row = ['E1', 'Employee', '123-45-6789', 'Ada', 'Lovelace', '1985-12-10', 'F', '2015-06-01'];
    const more = ['All Employees', '55000', 'OR', '97201', coverage];
    const res = await this.asOwner('POST', `/api/clients/${clientId}/documents`, undefined, {
      name: 'census.csv',
      content: Buffer.from(`${PAYROLL_HEADERS.join(',')}\r\n${[...row, ...more].join(',')}\r\n`),
      fields: { category: 'census', policyId },
    });
    const id = idOf(res, 'census upload');
    await this.censusFile(clientId, id, (file) => file.status !== undefined && file.status !== 'UPLOADED');
    return id;
  }

  /**
   * A census file once `ready` holds for it (its page read while its jobs run, bounded): its status and the
   * columns matched.
   */
  private async censusFile(
    clientId: string,
    documentId: string,
    ready: (file: CensusFileState) => boolean,
  ): Promise<CensusFileState> {
    const policyId = this.cast.recordOf('policyId', clientId) ?? '';
    const url = `/api/clients/${clientId}/census/${policyId}/files/${documentId}`;
    let file: CensusFileState = {};
    for (let i = 0; i < 300; i++) {
      const res = await this.asOwner('GET', url);
      if (res.status === 200) {
        file = res.body as CensusFileState;
        if (ready(file)) return file;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`census: the file ${documentId} did not become ready (${JSON.stringify(file.status)})`);
  }

  /** The census file's suggested columns confirmed, and the file validated (its job waited for, bounded). */
  private async censusValidated(clientId: string, documentId: string): Promise<void> {
    const policyId = this.cast.recordOf('policyId', clientId) ?? '';
    const { mapping } = await this.censusFile(clientId, documentId, () => true);
    expectOk(
      await this.asOwner('PUT', `/api/clients/${clientId}/census/${policyId}/files/${documentId}/mapping`, {
        mapping,
        source: 'PAYROLL_SYSTEM',
      }),
      'census mapping',
    );
    const file = await this.censusFile(
      clientId,
      documentId,
      (f) => f.status === 'VALIDATED' || f.status === 'FAILED',
    );
    if (file.status !== 'VALIDATED') throw new Error(`census: the file ${documentId} failed to validate`);
  }

  /**
   * A time offered for the client's kickoff call: the first the call offers, or (for a client not offered one
   * yet) one the owner offers now, next year.
   */
  async callOption(clientId: string): Promise<string> {
    const url = `/api/clients/${clientId}/calls/kickoff-call`;
    type Call = { options?: { id: string }[] };
    let options = ((await this.asOwner('GET', url)).body as Call).options ?? [];
    if (options.length === 0) {
      const startsAt = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
      const offer = await this.asOwner('PUT', `${url}/offer`, {
        options: [{ startsAt, durationMinutes: 30 }],
        topics: [],
      });
      options = (offer.body as Call).options ?? [];
    }
    const id = options[0]?.id;
    if (!id) throw new Error(`call options: the matrix could not make its record (${url})`);
    return id;
  }

  /**
   * A task of the client's seed and an event the caller may fire on it now (its activity's `allowedEvents`:
   * the page's buttons), leaving out the events that need more than the event (a NIGO's reasons, a submission's
   * documents); undefined when no task offers one.
   */
  async taskStep(clientId: string, caller: Caller): Promise<{ taskId: string; event: string } | undefined> {
    const client = this.cast.clientKeyOf(clientId);
    if (!client) return undefined;
    for (const task of SEEDED_TASKS) {
      const taskId = this.cast.tenant.id(`task:${client}:${task}`);
      const res = await this.asOwner(
        'GET',
        `/api/clients/${clientId}/tasks/${taskId}/activity`,
        undefined,
        undefined,
        caller,
      );
      const allowed = ((res.body as { allowedEvents?: string[] }).allowedEvents ?? []).filter(
        (event) => !['nigo', 'submitted', 'resubmitted'].includes(event),
      );
      if (res.status === 200 && allowed[0]) return { taskId, event: allowed[0] };
    }
    return undefined;
  }

  /** The token of a fresh person's activation link (the link staff copy for someone who never signed in). */
  async activationToken(): Promise<string> {
    const person = await this.person('BEN_ADMIN', undefined);
    const res = await this.asOwner('POST', `/api/users/${person.id}/activation-link`);
    const url = (res.body as { url?: string }).url;
    const token = url ? new URL(url).searchParams.get('token') : null;
    if (!token)
      throw new Error(`activation link: the matrix could not make its record (${res.status} ${res.text})`);
    return token;
  }

  /** A bill of the client's primary policy (the bills page's save): its id. */
  async bill(clientId: string): Promise<string> {
    const policyId = this.cast.recordOf('policyId', clientId) ?? '';
    const res = await this.asOwner('PUT', `/api/clients/${clientId}/bills`, { bills: [{ policyId }] });
    const bills = res.body as { id: string; policyId: string }[];
    const id = Array.isArray(bills) ? bills[bills.length - 1]?.id : undefined;
    if (res.status !== 200 || !id)
      throw new Error(
        `bills: the matrix could not make its record (${res.status} ${res.text.slice(0, 300)})`,
      );
    return id;
  }

  /** A video of the client's on the video host (an enrollment resource): its id there. */
  private async video(clientId: string): Promise<string> {
    const res = await this.asOwner(
      'POST',
      `/api/clients/${clientId}/documents/vidyard/upload`,
      undefined,
      VIDEO,
    );
    const vidyardId = (res.body as { vidyardId?: string }).vidyardId;
    if (res.status !== 201 || !vidyardId)
      throw new Error(
        `video: the matrix could not make its record (${res.status} ${res.text.slice(0, 300)})`,
      );
    return vidyardId;
  }

  /** A small text document of the client's (category "other"), uploaded as a ben admin's portal does. */
  async document(clientId: string): Promise<string> {
    const res = await this.asOwner('POST', `/api/clients/${clientId}/documents`, undefined, {
      name: 'matrix.txt',
      content: Buffer.from('A document the permission matrix made.\n'),
      fields: { category: 'other' },
    });
    return idOf(res, 'document upload');
  }

  /** A record made by the route that creates it, from its smallest valid body about the client. */
  private async created(
    url: string,
    route: AnyRoute,
    caller: Caller,
    clientId: string | undefined,
    extra: Record<string, unknown> = {},
  ): Promise<string> {
    const about: Caller = { ...caller, ownClient: clientId };
    const { body } = this.cast.requestFor(route, about, true);
    return idOf(await this.asOwner('POST', url, { ...(body as object), ...extra }), url);
  }
}

/** A census file's page, as far as the matrix reads it. */
type CensusFileState = { status?: string; mapping?: Record<string, string | null> };

/** A video upload: an MP4's first box (ftyp, brand isom) and some media bytes, a video by its content. */
export const VIDEO = {
  name: 'matrix.mp4',
  content: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(1024, 7),
  ]),
  fields: { category: 'enrollment-resource' },
};

/** Tasks the clients seed makes for every demo client (apps/clients/src/demo/seed.ts). */
const SEEDED_TASKS = [
  'kickoff-call',
  'eif-submit-company-information',
  'enrollment-elections',
  'onboarding-forms',
  'prior-carrier-certificates',
  'ongoing-service-call',
  'enrollment-resources',
  'company-profile',
  'dental',
];

/** The e-signature stand-in's template with one signer, "Employer" (tests/system/onboarding-forms). */
const BILLING_TEMPLATE = '8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e02';

/** The kind of person a user route is about (`/users/broker/:userId` a broker), or undefined for any person. */
function kindOfPath(path: string): Role | undefined {
  if (path.includes('/users/broker/')) return 'BROKER';
  if (path.includes('/users/internal/')) return 'SLF_ADMIN';
  if (path.includes('/users/ben-admin/')) return 'BEN_ADMIN';
  return undefined;
}

function expectOk(res: request.Response, what: string): void {
  if (res.status >= 300)
    throw new Error(`${what}: the matrix could not make its state (${res.status} ${res.text.slice(0, 300)})`);
}

function idOf(res: request.Response, what: string): string {
  const id = (res.body as { id?: unknown } | undefined)?.id;
  if (res.status >= 300 || typeof id !== 'string')
    throw new Error(
      `${what}: the matrix could not make its record (${res.status} ${res.text.slice(0, 300)})`,
    );
  return id;
}
