import { randomUUID } from 'node:crypto';
import { DEMO_CLIENTS, DEMO_USERS, type AnyRoute, type Principal, type Role } from '@onboard/contracts';
import type { z } from 'zod';
import { demoId } from '@onboard/server-kit/test-infra';
import type { Tenant, TestSystem } from './harness.js';
import type { Want, Answers } from './permission-answers.js';
import { minimalValid, type Hint } from './zod-arbitrary.js';

type Part = Record<string, unknown>;

export type CallerKey = 'anonymous' | 'benAdmin' | 'broker' | 'admin' | 'owner';
export type Caller = {
  key: CallerKey;
  principal: Principal | null;
  ownClient?: string;
  otherClient?: string;
  /** A real user who shares none of the caller's clients. */
  otherUser?: string;
};

/**
 * The permission tests' people (the matrix through the gateway, the bus-level test on the services' subjects):
 * each of DEMO_USERS made as a user of the file's own, with its role and its demo clients of the file's tenant,
 * so nothing here acts as (or on) the demo users other files may share. The ben admin's client is Northwind
 * Foods and the broker's Harbor Logistics: each is the other's "another client".
 */
export class MatrixCast {
  private constructor(
    readonly tenant: Tenant,
    private readonly people: Map<string, { id: string; email: string }>,
    /** Where the system's web app answers (a signing view's return address must be one of its pages). */
    readonly webUrl: string,
  ) {}

  static async make(system: TestSystem, label: string): Promise<MatrixCast> {
    const tenant = await system.tenant(label);
    const people = new Map<string, { id: string; email: string }>();
    for (const demo of DEMO_USERS)
      people.set(demo.key, await system.demoUserIn(tenant, demo.key, `${label}-${demo.key}`));
    return new MatrixCast(tenant, people, system.url);
  }

  client(key: string): string {
    return this.tenant.client(key);
  }

  person(key: string): { id: string; email: string } {
    const made = this.people.get(key);
    if (!made) throw new Error(key);
    return made;
  }

  userId(key: string): string {
    return this.person(key).id;
  }

  userOf(key: string): Principal {
    const demo = DEMO_USERS.find((u) => u.key === key);
    if (!demo) throw new Error(key);
    return {
      id: this.userId(key),
      role: demo.role as Role,
      clientIds: demo.clients.map((c) => this.client(c)),
    };
  }

  callers(): Caller[] {
    return [
      // Nobody's "own" client is the one whose public explorer page the matrix visits.
      { key: 'anonymous', principal: null, ownClient: this.client('northwind-foods') },
      {
        key: 'benAdmin',
        principal: this.userOf('benadmin'),
        ownClient: this.client('northwind-foods'),
        otherClient: this.client('harbor-logistics'),
        otherUser: this.userId('employer'),
      },
      {
        key: 'broker',
        principal: this.userOf('broker'),
        ownClient: this.client('harbor-logistics'),
        otherClient: this.client('northwind-foods'),
        otherUser: this.userId('benadmin'),
      },
      // Staff reach every client: "their own" and "another" are two real clients of the tenant.
      {
        key: 'admin',
        principal: this.userOf('admin'),
        ownClient: this.client('maple-dental'),
        otherClient: this.client('summit-engineering'),
      },
      {
        key: 'owner',
        principal: this.userOf('owner'),
        ownClient: this.client('cedar-credit-union'),
        otherClient: this.client('granite-manufacturing'),
      },
    ];
  }

  /**
   * The caller as a route's call sees it: for a route whose allowed call needs an EIF in a state not every
   * client's is in (STATE_CLIENTS), their own and the other client are ones in that state; else as they are.
   */
  forRoute(routeKey: string, caller: Caller): Caller {
    const chosen = STATE_CLIENTS[routeKey]?.[caller.key];
    if (!chosen) return caller;
    const [own, other] = chosen;
    return {
      ...caller,
      ownClient: this.client(own),
      otherClient: other ? this.client(other) : caller.otherClient,
    };
  }

  /** The demo key of a client of the tenant (`northwind-foods`), if it is one. */
  clientKeyOf(clientId: string | undefined): string | undefined {
    return DEMO_CLIENTS.find((c) => this.client(c.key) === clientId)?.key;
  }

  /** The tenant's demo record of a client that a route parameter names (a policy, location, …), if seeded. */
  recordOf(name: string, clientId: string | undefined): string | undefined {
    const client = this.clientKeyOf(clientId);
    const kind = RECORD_KINDS[name];
    return client && kind ? this.tenant.id(kind(client)) : undefined;
  }

  /**
   * What a ben admin or broker must never see: the ids and names of clients not theirs, and the e-mails of
   * the demo people who work only for such clients. On a system other files share, the system's own demo
   * clients (their ids) and demo people are never the caller's either.
   */
  foreignMarks(principal: Principal): string[] {
    const mine = new Set(principal.clientIds);
    const clients = DEMO_CLIENTS.filter((c) => !mine.has(this.client(c.key))).flatMap((c) => [
      this.client(c.key),
      c.name,
    ]);
    const people = DEMO_USERS.filter(
      (u) =>
        u.clients.length > 0 &&
        this.userId(u.key) !== principal.id &&
        !u.clients.some((c) => mine.has(this.client(c))),
    ).map((u) => this.person(u.key).email);
    const systemDemo = [
      ...DEMO_CLIENTS.map((c) => demoId(`client:${c.key}`)),
      ...DEMO_USERS.filter((u) => u.clients.length > 0).map((u) => u.email),
    ];
    return [...clients, ...people, ...systemDemo];
  }

  /**
   * A valid request about the caller's own client and people (`own`) or another's: the route's params, query
   * and body at their smallest (`minimalValid`), the ids the caller names filled in, and valid forms of the
   * fields a schema's refinements check (e-mail addresses, states, dates).
   */
  requestFor(
    route: AnyRoute,
    caller: Caller,
    own: boolean,
    records: Record<string, string> = {},
  ): { params: Part; query: Part; body: unknown } {
    const clientId = own ? caller.ownClient : caller.otherClient;
    const userId = own ? caller.principal?.id : caller.otherUser;
    // A person a staff tool's body names is someone staff manage (a ben admin), not the caller.
    const bodyUserId = caller.key === 'admin' || caller.key === 'owner' ? this.userId('benadmin') : userId;
    const routeKey = `${route.method} ${route.path}`;
    const policyId = this.recordOf('policyId', clientId);
    const hint: Hint = (key, optional) => {
      // Optional fields stay out but for the ids a filter names (a list's client or person).
      // (and the choices a refinement asks for: a primary policy, a call time).
      const domainRequired = [
        'clientId',
        'userId',
        'primaryPolicy',
        'optionId',
        'confirm',
        'reason',
        'oldEmail',
        'recaptchaToken',
      ];
      if (optional && !domainRequired.includes(key)) return undefined;
      if (key === 'clientId') return [clientId];
      if (key === 'clientIds') return [[clientId]];
      if (key === 'userId') return [userId];
      // A client's own step on a task (a task of the seed not yet started); the other events are staff's.
      if (key === 'event') return [records['event'] ?? 'started'];
      if (key === 'pageOwner') return [this.userId('admin')];
      if (key === 'name') return [`Matrix ${randomUUID().slice(0, 8)}`];
      if (key === 'email') return [`matrix-${randomUUID().slice(0, 8)}@tests.onboard.test`];
      if (/state$/i.test(key) || key === 'issuedStateSitus') return ['CA'];
      if (key === 'zipCode') return ['02110'];
      if (key === 'planYear') return ['2026'];
      if (key === 'phone' || key === 'phoneNumber') return ['6175550123'];
      if (key === 'primaryPolicy' || key === 'confirm') return [true];
      if (key === 'policies') return [[policyId]];
      if (key === 'policyId') return [policyId];
      // The seed offers each client's kickoff call at two times.
      if (key === 'optionId')
        return [records['optionId'] ?? this.recordOf('optionId', clientId) ?? randomUUID()];
      // An onboarding form: the stand-in's one-signer template, sent to a person of the client.
      if (key === 'templateId') return ['8a3c6f1e-0b5d-4c1a-9e2f-7d4b3a2c1e02'];
      if (key === 'recipients')
        return [[{ roleName: 'Employer', userId: records['recipientUserId'] ?? userId }]];
      if (key === 'recipientId' && records['recipientId']) return [records['recipientId']];
      if (key === 'employeeClassPlanId' && records['employeeClassPlanId'])
        return [records['employeeClassPlanId']];
      // The records a body names: a document to recategorize, bills to delete (made for the call).
      if ((key === 'id' || key === 'ids') && records['bodyRecordId'])
        return key === 'id' ? [records['bodyRecordId']] : [[records['bodyRecordId']]];
      // A benefit of the page to share: the site's first plan of the seed.
      if (key === 'benefits') return [[this.recordOf('benefitId', clientId)]];
      if (key === 'token' && records['token']) return [records['token']];
      if (key === 'password') return ['Matrix-Passw0rd!2026'];
      // The reCAPTCHA stand-in's passing token (a public form's robot check).
      if (key === 'recaptchaToken') return ['pass-token'];
      if (key === 'documentId' && records['documentId']) return [records['documentId']];
      if (key === 'returnUrl') return [`${this.webUrl}/clients`];
      if (key === 'reason') return ['The matrix declines it.'];
      if (key === 'answers') return [{ contactName: 'Matrix', preferredContact: 'email' }];
      // Another real client of the tenant, as the one a client was copied from.
      if (key === 'baseClientId') return [this.client('riverbend-schools')];
      if (key === 'oldEmail') return [this.person('benadmin').email];
      // The site being renewed is the one the route names.
      if (key === 'prevExplorerPageId')
        return [records['explorerPageId'] ?? this.recordOf('explorerPageId', clientId)];
      if (/(Date|At|Start|End|Effective)$/.test(key)) return ['2026-01-01', '2026-01-01T10:00:00.000Z'];
      return undefined;
    };
    const bodyHint: Hint = (key, optional) => {
      // A person made by the internal users' form is an admin or an owner (its only roles).
      if (key === 'role') return routeKey === 'POST /users/internal' ? ['SLF_ADMIN'] : undefined;
      // Reassigning a form's recipient names another person of the client.
      if (key === 'userId') return [records['reassignTo'] ?? bodyUserId];
      // The correction names no client for a person staff correct (the ben admin's client is not the caller's).
      if (key === 'clientId' && routeKey === 'POST /users/update-email-and-send-activation-email')
        return [null];
      return hint(key, optional);
    };
    const paramHint: Hint = (name) => [
      records[name] ?? this.recordOf(name, clientId) ?? this.paramOf(name, caller, own),
    ];
    const part = (schema: z.ZodType | undefined, h: Hint): unknown =>
      schema ? minimalValid(schema, h) : undefined;
    return {
      params: (part(route.params, paramHint) ?? {}) as Part,
      query: (part(route.query, hint) ?? {}) as Part,
      body: part(route.body, bodyHint),
    };
  }

  /** A route parameter no record stands for: a page owner is staff; a setup step one of the steps. */
  private paramOf(name: string, caller: Caller, own: boolean): string {
    if (name === 'currentPageOwnerId') return this.userId('admin');
    if (name === 'stepId') return 'add-resources';
    // A ticket the Jira stand-in knows.
    if (name === 'ticketId') return 'ONB-1000';
    return paramValue(name, caller, own);
  }

  /** The marks of `foreignMarks` an answer holds ([] for callers with no clients). */
  leaks(principal: Principal | null, text: string): string[] {
    if (!principal || principal.clientIds.length === 0) return [];
    return this.foreignMarks(principal).filter((mark) => text.includes(mark));
  }
}

/**
 * Routes whose allowed call needs the EIF in a state, or a page the seed made: the caller's own client and (for staff) the other for
 * them, by demo key (libs/contracts demo.ts). A ben admin's clients are Northwind (half done) and Bluebird
 * (signed): deciding on changes after the signing, and signing, are about Bluebird (its signature is taken
 * back first for signing, MatrixRecords.stateFor). Staff review changes on the signed EIFs (Maple, Bluebird)
 * and send an outside signer the unsigned ones (Cedar, Summit). A public page's calls visit a seeded site.
 */
const NORTHWIND_PAGE: Partial<Record<CallerKey, [own: string]>> = {
  broker: ['northwind-foods'],
  admin: ['northwind-foods'],
  owner: ['northwind-foods'],
};
const STATE_CLIENTS: Record<string, Partial<Record<CallerKey, [own: string, other?: string]>>> = {
  'POST /api/clients/:clientId/eif-sign': { benAdmin: ['bluebird-health'] },
  'POST /api/clients/:clientId/change-log/deif-changes/accept': { benAdmin: ['bluebird-health'] },
  'POST /api/clients/:clientId/change-log/deif-changes/decline': { benAdmin: ['bluebird-health'] },
  'POST /api/clients/:clientId/change-log/deif-changes/ready-for-review': {
    admin: ['maple-dental', 'bluebird-health'],
    owner: ['bluebird-health', 'maple-dental'],
  },
  'POST /api/clients/:clientId/undo-ic-edits': {
    admin: ['maple-dental', 'bluebird-health'],
    owner: ['bluebird-health', 'maple-dental'],
  },
  // Public pages: the demo's site of Northwind (the seed makes sites for Northwind and Bluebird only).
  'GET /api/explorer-pages/:explorerPageId/documents/:documentId': NORTHWIND_PAGE,
  'POST /api/explorer-pages/:explorerPageId/share': NORTHWIND_PAGE,
  'POST /api/clients/:clientId/outside-signer/send': {
    admin: ['cedar-credit-union', 'summit-engineering'],
    owner: ['summit-engineering', 'cedar-credit-union'],
  },
};

/** Route parameters the demo seed makes one record of per client (`<kind>:<client key>`). */
const RECORD_KINDS: Record<string, (clientKey: string) => string> = {
  policyId: (key) => `policy:${key}`,
  locationId: (key) => `location:${key}`,
  contactId: (key) => `contact:${key}`,
  explorerPageId: (key) => `explorer-site:${key}`,
  taskId: (key) => `task:${key}:kickoff-call`,
  optionId: (key) => `call-option:${key}:0`,
  benefitId: (key) => `explorer-plan:${key}:0`,
  resourceId: (key) => `resource:${key}:guide`,
};

/**
 * A route parameter's value: the caller's own client and record, or another's (for a ben admin or broker a
 * real client and a real person not theirs; for staff, made-up ids, as every record is theirs to reach).
 */
export function paramValue(name: string, caller: Caller, own: boolean): string {
  if (name === 'clientId') return (own ? caller.ownClient : caller.otherClient) ?? randomUUID();
  if (name === 'userId') return (own ? caller.principal?.id : caller.otherUser) ?? randomUUID();
  if (name === 'email' || name === 'value') return `nobody-${randomUUID().slice(0, 8)}@tests.onboard.test`;
  if (name === 'token') return 'x'.repeat(43);
  if (name === 'role') return 'BROKER';
  if (name === 'kind') return 'pfml-spd';
  if (name === 'callType') return 'kickoff-call';
  if (name === 'benefitType') return 'DENTAL';
  if (name === 'category') return 'census';
  return randomUUID();
}

export const wantOf = (answers: Answers, caller: CallerKey, own: boolean): Want => {
  const a = answers[caller];
  return typeof a === 'object' ? (own ? a.own : a.other) : a;
};
