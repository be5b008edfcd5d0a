import {
  BENEFIT_TYPES,
  CLIENT_SETUP_STEPS,
  DEFAULT_CALL_TOPICS,
  DEMO_CLIENTS,
  PHASES,
  TASK_STATUSES,
  type Phase,
  type TaskStatus,
} from '@onboard/contracts';
import { argValue, demoId, scopeToSystem, setDemoTenant, type SeedDeps } from '@onboard/server-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { coverageOf } from '@onboard/domain';
import { seedEifStage } from './eif-demo.js';

const PLATFORMS = [
  'ADP Workforce Now',
  'bswift',
  'Businessolver',
  'Employee Navigator',
  'Paycom',
  'Paylocity',
  'PlanSource',
  'Workday',
];

const TASK_IDS = [
  'eif-submit-company-information',
  'enrollment-elections',
  'onboarding-forms',
  'prior-carrier-certificates',
  'kickoff-call',
];

/** The catalogue code of each demo benefit type's plan (libs/domain coverages). */
const PLAN_CODES: Record<string, string> = {
  DENTAL: 'DENTAL',
  VISION: 'VISION',
  LIFE: 'BASIC_LIFE',
  SHORT_TERM_DISABILITY: 'SHORT_TERM_DISABILITY',
  LONG_TERM_DISABILITY: 'LONG_TERM_DISABILITY',
  ACCIDENT: 'ACCIDENT',
};

const COVERAGES: Record<string, string[]> = {
  DENTAL: ['Dental'],
  VISION: ['Vision'],
  LIFE: ['Basic Life', 'Dependent Life'],
  SHORT_TERM_DISABILITY: ['Short Term Disability'],
  LONG_TERM_DISABILITY: ['Long Term Disability'],
  ACCIDENT: ['Accident'],
};

/** The employee classes every demo client has (the class builder's usual single class). */
const DEMO_EMPLOYEE_CLASSES = [{ name: 'All Employees', employmentType: 'ALL' }] as const;

/** Task statuses a client in a phase would plausibly show, earliest task first. */
function taskStatusesFor(phase: Phase): TaskStatus[] {
  const index = PHASES.indexOf(phase);
  return TASK_IDS.map((_, i): TaskStatus => {
    if (phase === 'ONBOARDING_COMPLETE') return 'Done';
    if (i < index) return 'Done';
    if (i === index) return index % 2 === 0 ? 'In Progress' : 'NIGO';
    return i === index + 1 ? 'Not Started' : 'Upcoming';
  });
}

/**
 * The other tasks of spec §4 a demo client has (issue 12): every client task (and the dental product task), and the primary policy's tasks
 * for its coverages (PFML and its plan descriptions with a PFML coverage). Whether a policy task is on the
 * policy: true.
 */
function moreTasks(pfml: boolean): Array<readonly [taskId: string, onPolicy: boolean]> {
  return [
    ['ongoing-service-call', false],
    ['enrollment-resources', false],
    ['company-profile', false],
    // A product task (decision 126): every demo client has a dental plan.
    ['dental', false],
    ['prior-carrier-bills', true],
    ['dental-rollover', true],
    ['deductible-maximum-report', true],
    ...(pfml
      ? ([
          ['pfml', true],
          ['pfml-spd', true],
          ['sunadvisor-spd', true],
        ] as const)
      : []),
  ];
}

/** Their status: Done once onboarding is complete, open from plan approval on, Upcoming before. */
function moreTaskStatus(phase: Phase, taskId: string): TaskStatus {
  if (phase === 'ONBOARDING_COMPLETE') return 'Done';
  if (taskId === 'ongoing-service-call') return 'Upcoming';
  return PHASES.indexOf(phase) >= PHASES.indexOf('PLAN_APPROVAL') ? 'Not Started' : 'Upcoming';
}

const DAY = 86_400_000;

/**
 * What staff asked the client to fix on a demo task that is NIGO (Action Required). A task reaches NIGO only by
 * staff's event with at least one reason (decision 122): the demo says the same, or its page shows Action
 * Required with nothing to fix and a history of "Nothing has happened on this task yet" (issue 27 item 11).
 */
function demoNigoReasons(taskId: string): string[] {
  switch (taskId) {
    case 'enrollment-elections':
      return [
        'Three employees have no date of birth in the census',
        'Dental elections list a coverage the policy does not have',
      ];
    case 'prior-carrier-certificates':
      return ['The certificate is not signed by the prior carrier'];
    default:
      return ['Some information is missing: see the notes from your implementation consultant'];
  }
}

/** The history behind a demo NIGO task: the client sent it for review a day ago, staff sent it back an hour ago. */
async function seedNigoHistory(
  em: EntityManager,
  taskRowId: string,
  clientId: string,
  reasons: string[],
): Promise<void> {
  const now = Date.now();
  const rows = [
    ['submitted', 'Not Started', 'Needs Review', new Date(now - DAY), 'BEN_ADMIN', null, []],
    ['nigo', 'Needs Review', 'NIGO', new Date(now - DAY / 24), 'SLF_ADMIN', null, reasons],
  ] as const;
  for (const [n, [event, from, to, at, role, name, rowReasons]] of rows.entries()) {
    await em.execute(
      `insert into "clients"."task_event" ("id", "task_id", "client_id", "event", "from_status", "status", "at", "by_role", "by_user_id", "by_name", "reasons")
       values (?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?::jsonb) on conflict ("id") do nothing`,
      [
        demoId(`task-event:${taskRowId}:${n}`),
        taskRowId,
        clientId,
        event,
        from,
        to,
        at,
        role,
        name,
        JSON.stringify(rowReasons),
      ],
    );
  }
}

/**
 * A demo client's setup and welcome flow, consistent with its phase (decision 030): past WELCOME every one of
 * the twelve setup steps is done and setup completed when the last one was; the welcome flow was completed a
 * few days later with its required answers. A WELCOME client is part way through setup, welcome flow not done.
 */
function setupFor(
  phase: Phase,
  n: number,
): {
  steps: { stepId: string; completedAt: Date }[];
  completedSetupAt: Date | null;
  welcomeFlowCompletedAt: Date | null;
} {
  const start = Date.now() - (40 - n) * DAY;
  const count = phase === 'WELCOME' ? 4 : CLIENT_SETUP_STEPS.length;
  const steps = CLIENT_SETUP_STEPS.slice(0, count).map((stepId, i) => ({
    stepId,
    completedAt: new Date(start + i * (DAY / 2)),
  }));
  const last = steps.at(-1)?.completedAt ?? null;
  const completedSetupAt = count === CLIENT_SETUP_STEPS.length ? last : null;
  return {
    steps,
    completedSetupAt,
    welcomeFlowCompletedAt: completedSetupAt ? new Date(completedSetupAt.getTime() + 3 * DAY) : null,
  };
}

const isoDate = (daysFromToday: number): string =>
  new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

async function seedPlatforms(em: EntityManager): Promise<void> {
  for (const name of PLATFORMS) {
    await em.execute(
      `insert into "clients"."ben_admin_platform" ("id", "name") values (?, ?) on conflict ("name") do nothing`,
      [demoId(`platform:${name}`), name],
    );
  }
}

/**
 * Three enrollment resources staff attached for each demo client (decision 127): two general (for employees,
 * for the employer) and one for its dental product task (every demo client has dental). No task rows are added
 * (the task counts the tests and pages expect stay as they are): the task pages open without one. Idempotent
 * (fixed ids), also for a database seeded before them.
 */
async function seedResources(em: EntityManager): Promise<void> {
  const resources = [
    {
      key: 'guide',
      productTaskId: null,
      title: 'Open enrollment guide for employees',
      url: 'https://www.sunlife.com/us/en/group-benefits/',
      audience: 'employees',
    },
    {
      key: 'checklist',
      productTaskId: null,
      title: 'Enrollment planning checklist',
      url: 'https://www.sunlife.com/us/en/employers/',
      audience: 'employer',
    },
    {
      key: 'dental',
      productTaskId: 'dental',
      title: 'Dental plan highlights',
      url: 'https://www.sunlife.com/us/en/group-benefits/dental/',
      audience: 'employees',
    },
  ] as const;
  for (const demo of DEMO_CLIENTS) {
    const clientId = demoId(`client:${demo.key}`);
    for (const r of resources) {
      await em.execute(
        `insert into "clients"."client_resource" ("id", "client_id", "product_task_id", "kind", "title", "url", "audience", "created_at")
         values (?, ?, ?, 'link', ?, ?, ?, now()) on conflict ("id") do nothing`,
        [demoId(`resource:${demo.key}:${r.key}`), clientId, r.productTaskId, r.title, r.url, r.audience],
      );
    }
  }
}

/**
 * Every demo client has the employee class a census names most often, so a demo census can pass: the census
 * checks its class column against the client's classes (issue 27 item 1). Also run for clients of an earlier
 * seed, and only for a client without any class (one whose classes were made or removed keeps them).
 */
async function seedEmployeeClasses(em: EntityManager, key: string, clientId: string): Promise<void> {
  const existing = await em.execute<{ id: string }[]>(
    `select "id" from "clients"."employee_class" where "client_id" = ? limit 1`,
    [clientId],
  );
  if (existing.length > 0) return;
  for (const employeeClass of DEMO_EMPLOYEE_CLASSES) {
    await em.execute(
      `insert into "clients"."employee_class" ("id", "client_id", "name", "employment_type", "created_at")
       values (?, ?, ?, ?, now()) on conflict ("id") do nothing`,
      [
        demoId(`employee-class:${key}:${employeeClass.name}`),
        clientId,
        employeeClass.name,
        employeeClass.employmentType,
      ],
    );
  }
}

async function seedNamedClients(em: EntityManager): Promise<void> {
  for (const [n, demo] of DEMO_CLIENTS.entries()) {
    const clientId = demoId(`client:${demo.key}`);
    const policyId = demoId(`policy:${demo.key}`);
    const setup = setupFor(demo.phase, n);
    const inserted = await em.execute<{ id: string }[]>(
      `insert into "clients"."client" ("id", "name", "case_id", "ticket_id", "release_status", "implementation_type",
        "is_active", "is_test", "is_archived", "is_onboard", "is_benefits_explorer", "completed_setup_at",
        "employees_number", "tax_id", "ic_first_name", "ic_last_name", "ic_email", "ic_phone_number", "created_at", "updated_at")
       values (?, ?, ?, ?, ?, ?, true, false, false, true, ?, ?, ?, ?, 'Ivy', 'Consultant', 'ivy.consultant@onboard.test',
        '555-010-2000', now(), now())
       on conflict ("id") do nothing returning "id"`,
      [
        clientId,
        demo.name,
        String(100200 + n),
        `ONB-${1000 + n}`,
        demo.phase === 'ONBOARDING_COMPLETE' ? 'LIVE' : 'IMPLEMENTATION',
        n % 3 === 2 ? 'ADD_COVERAGE' : 'NEW_IMPLEMENTATION',
        n % 2 === 0,
        setup.completedSetupAt,
        demo.employees,
        `12-34567${String(n).padStart(2, '0')}`,
      ],
    );
    await seedEmployeeClasses(em, demo.key, clientId);
    if (inserted.length === 0) continue; // seeded in an earlier run

    for (const step of setup.steps) {
      await em.execute(
        `insert into "clients"."client_setup_step" ("client_id", "step_id", "completed_at") values (?, ?, ?)`,
        [clientId, step.stepId, step.completedAt],
      );
    }
    if (setup.welcomeFlowCompletedAt) {
      await em.execute(
        `update "clients"."client" set "welcome_flow_completed_at" = ?, "welcome_flow" = ? where "id" = ?`,
        [
          setup.welcomeFlowCompletedAt,
          JSON.stringify({ contactName: 'Pat', preferredContact: 'email', priorities: [] }),
          clientId,
        ],
      );
    }

    const benefitTypes = Object.keys(COVERAGES).slice(0, 3 + (n % 4));
    const extra = demo.extraCoverages.map((code) => {
      const coverage = coverageOf(code);
      if (!coverage) throw new Error(`demo coverage ${code} is not in the catalogue`);
      return coverage;
    });
    await em.execute(
      `insert into "clients"."policy" ("id", "client_id", "primary_policy", "phase_id", "slf_coverages", "policy_effective", "issued_state_situs")
       values (?, ?, true, ?, string_to_array(?, '|'), ?, ?)`,
      // A JS array would be spread into several parameters: pass one delimited string instead.
      [
        policyId,
        clientId,
        demo.phase,
        [...benefitTypes.flatMap((t) => COVERAGES[t] ?? []), ...extra.map((c) => c.name)].join('|'),
        isoDate(45 + n * 7),
        demo.state,
      ],
    );
    const plans = [
      ...benefitTypes.map((benefitType) => ({
        id: demoId(`plan:${demo.key}:${benefitType}`),
        benefitType,
        planType: PLAN_CODES[benefitType] ?? null,
      })),
      ...extra.map((c) => ({
        id: demoId(`plan:${demo.key}:${c.code}`),
        benefitType: c.benefitType,
        planType: c.code,
      })),
    ];
    for (const plan of plans) {
      await em.execute(
        `insert into "clients"."plan" ("id", "client_id", "benefit_type", "plan_type", "carrier_name", "salary_based") values (?, ?, ?, ?, ?, ?)`,
        // FLI is salary-based in the demo, so its sub-step shows (staff set the basis with the plans).
        [
          plan.id,
          clientId,
          plan.benefitType,
          plan.planType,
          'Sun Life',
          plan.planType === 'NJ_FLI' ? true : null,
        ],
      );
    }
    await em.execute(
      `update "clients"."client" set "broker_as_authorized_signer" = ?, "healthcare_professionals_segment" = ? where "id" = ?`,
      [demo.key === 'riverbend-schools', demo.key === 'bluebird-health', clientId],
    );
    await seedEifStage(em, demo.eif, {
      clientId,
      policyId,
      planIds: plans,
      signerId: demoId(`user:${demo.key === 'riverbend-schools' ? 'broker' : 'benadmin'}`),
      contactId: demoId(`contact:${demo.key}`),
    });
    await em.execute(
      `insert into "clients"."contact" ("id", "client_id", "first_name", "last_name", "email", "type") values (?, ?, ?, ?, ?, 'PRIMARY_WEB_ADMIN')`,
      [
        demoId(`contact:${demo.key}`),
        clientId,
        'Pat',
        demo.name.split(' ')[0] ?? 'Admin',
        `hr@${demo.key}.test`,
      ],
    );
    await em.execute(
      `insert into "clients"."location" ("id", "client_id", "name", "address1", "city", "state", "zip_code") values (?, ?, 'Headquarters', ?, ?, ?, ?)`,
      [
        demoId(`location:${demo.key}`),
        clientId,
        `${100 + n * 11} Main Street`,
        'Springfield',
        demo.state,
        String(10000 + n * 1111).padStart(5, '0'),
      ],
    );
    // The EIF task says where the demo EIF stands.
    const eifTask = {
      notStarted: 'Not Started',
      halfDone: 'In Progress',
      complete: 'In Progress',
      signed: 'Done',
    } as const;
    const statuses = taskStatusesFor(demo.phase).map((status, i) =>
      TASK_IDS[i] === 'eif-submit-company-information' ? eifTask[demo.eif] : status,
    );
    for (const [i, taskId] of TASK_IDS.entries()) {
      const taskRowId = demoId(`task:${demo.key}:${taskId}`);
      const reasons = statuses[i] === 'NIGO' ? demoNigoReasons(taskId) : [];
      await em.execute(
        `insert into "clients"."task" ("id", "client_id", "policy_id", "task_id", "status", "due_date", "status_updated_at", "nigo_reasons")
         values (?, ?, ?, ?, ?, ?, now(), ?::jsonb)`,
        [
          taskRowId,
          clientId,
          i === 1 ? policyId : null,
          taskId,
          statuses[i],
          isoDate(i * 4 - 3),
          JSON.stringify(reasons),
        ],
      );
      if (reasons.length > 0) await seedNigoHistory(em, taskRowId, clientId, reasons);
    }
    const pfml = demo.extraCoverages.some((code) => code.startsWith('PFML_'));
    for (const [i, [taskId, onPolicy]] of moreTasks(pfml).entries()) {
      await em.execute(
        `insert into "clients"."task" ("id", "client_id", "policy_id", "task_id", "status", "due_date", "status_updated_at")
         values (?, ?, ?, ?, ?, ?, now())`,
        [
          demoId(`task:${demo.key}:${taskId}`),
          clientId,
          onPolicy ? policyId : null,
          taskId,
          moreTaskStatus(demo.phase, taskId),
          isoDate(20 + i * 3),
        ],
      );
    }
  }
}

/**
 * The implementation consultant's kickoff call times for each demo client whose kickoff call task is not done:
 * three times 3, 4 and 5 days ahead at 15:00 UTC, so the demo employer can schedule one (issue 12 item 2). A
 * client that already has its call (an earlier run, or a choice made in the demo) keeps it.
 */
async function seedCalls(em: EntityManager): Promise<void> {
  for (const demo of DEMO_CLIENTS) {
    const clientId = demoId(`client:${demo.key}`);
    const options = [3, 4, 5].map((days, i) => {
      const startsAt = new Date(Date.now() + days * DAY);
      startsAt.setUTCHours(15, 0, 0, 0);
      return {
        id: demoId(`call-option:${demo.key}:${i}`),
        startsAt: startsAt.toISOString(),
        durationMinutes: i === 2 ? 60 : 45,
      };
    });
    await em.execute(
      `insert into "clients"."client_call" ("id", "client_id", "call_type", "options", "meeting_details", "topics", "status", "updated_at")
       select ?, t."client_id", 'kickoff-call', ?::jsonb, ?, ?::jsonb, 'Pending', now()
         from "clients"."task" t
        where t."client_id" = ? and t."task_id" = 'kickoff-call' and t."status" <> 'Done'
       on conflict ("client_id", "call_type") do nothing`,
      [
        demoId(`call:${demo.key}:kickoff-call`),
        JSON.stringify(options),
        `https://meet.onboard.test/kickoff/${demo.key}`,
        JSON.stringify(DEFAULT_CALL_TOPICS['kickoff-call']),
        clientId,
      ],
    );
  }
}

/** `--clients N`: N synthetic clients (one policy, one plan, two tasks each) for load tests. Idempotent. */
async function seedVolume(em: EntityManager, count: number): Promise<void> {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const clients: unknown[] = [];
    const policies: unknown[] = [];
    const plans: unknown[] = [];
    const tasks: unknown[] = [];
    for (let i = start; i < start + size; i++) {
      const clientId = demoId(`volume:client:${i}`);
      const policyId = demoId(`volume:policy:${i}`);
      const phase = PHASES[i % PHASES.length] ?? 'WELCOME';
      clients.push(
        clientId,
        `Volume Client ${String(i).padStart(6, '0')}`,
        String(500000 + i),
        i % 4 === 0,
        i % 7 === 0,
      );
      policies.push(policyId, clientId, phase);
      plans.push(demoId(`volume:plan:${i}`), clientId, BENEFIT_TYPES[i % BENEFIT_TYPES.length]);
      tasks.push(
        demoId(`volume:task:${i}:0`),
        clientId,
        'eif-submit-company-information',
        TASK_STATUSES[i % TASK_STATUSES.length],
        demoId(`volume:task:${i}:1`),
        clientId,
        'enrollment-elections',
        TASK_STATUSES[(i + 3) % TASK_STATUSES.length],
      );
    }
    const rows = (n: number, cols: number, tail = ''): string =>
      Array.from({ length: n }, () => `(${Array.from({ length: cols }, () => '?').join(', ')}${tail})`).join(
        ', ',
      );
    await em.transactional(async (tx) => {
      await tx.execute(
        `insert into "clients"."client" ("id", "name", "case_id", "is_benefits_explorer", "is_test") values ${rows(size, 5)}
         on conflict ("id") do nothing`,
        clients,
      );
      await tx.execute(
        `insert into "clients"."policy" ("id", "client_id", "phase_id", "primary_policy") values ${rows(size, 3, ', true')}
         on conflict ("id") do nothing`,
        policies,
      );
      await tx.execute(
        `insert into "clients"."plan" ("id", "client_id", "benefit_type") values ${rows(size, 3)} on conflict ("id") do nothing`,
        plans,
      );
      await tx.execute(
        `insert into "clients"."task" ("id", "client_id", "task_id", "status") values ${rows(size * 2, 4)} on conflict ("id") do nothing`,
        tasks,
      );
    });
  }
}

export async function seedClients(deps: SeedDeps, args: string[]): Promise<void> {
  // `--tenant <name>` (decision 212): a test file's own copy of the demo clients, under ids of its own, on a
  // system other files share. The platforms are everyone's (seeded with the demo data); no volume clients.
  const tenant = argValue(args, 'tenant');
  setDemoTenant(tenant);
  const em = deps.orm.em.fork();
  scopeToSystem(em);
  await em.transactional(async (tx) => {
    if (!tenant) await seedPlatforms(tx);
    await seedNamedClients(tx);
    await seedCalls(tx);
    await seedResources(tx);
  });
  const volume = tenant ? 0 : Number(argValue(args, 'clients') ?? 0);
  if (volume > 0) {
    await seedVolume(em, volume);
    // Fresh statistics, or the planner treats the tables as tiny and the list takes a second a page.
    await em.execute('analyze "clients"."client", "clients"."policy", "clients"."plan", "clients"."task"');
    deps.logger.info({ volume }, 'volume clients seeded');
  }
  deps.logger.info({ clients: DEMO_CLIENTS.length, tenant }, 'demo clients seeded');
}
