import { createHash, randomUUID } from 'node:crypto';

/**
 * What the QPS stand-in knows (decision 145): cases made up from their id (the same id always gives the same
 * case, so tests can predict it), and the plan-design pushes it was sent, each finishing after its delay with
 * the outcome chosen for it.
 */

export const PUSH_OUTCOMES = [
  'COMPLETED',
  'COMPLETED_WITH_WARNINGS',
  'COMPLETED_WITH_ERRORS',
  /** QPS gives up on the push itself and says TIMEOUT. */
  'TIMEOUT',
  /** The push never finishes (stays IN_PROGRESS): the caller's own time limit decides. */
  'HANG',
] as const;
export type PushOutcome = (typeof PUSH_OUTCOMES)[number];

export type PushStatus =
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'COMPLETED_WITH_WARNINGS'
  | 'COMPLETED_WITH_ERRORS'
  | 'TIMEOUT';

/** WIRE FORMAT: one message of a push's outputs. */
export type QpsOutput = { level: 'INFO' | 'WARNING' | 'ERROR'; code: string; message: string };

/** WIRE FORMAT: a push as `GET /qps/plan-design-pushes/:pushId` answers it. */
export type QpsPushView = {
  pushId: string;
  caseId: string;
  status: PushStatus;
  submittedAt: string;
  finishedAt: string | null;
  warnings: QpsOutput[];
  errors: QpsOutput[];
  outputs: QpsOutput[];
};

type Push = {
  pushId: string;
  caseId: string;
  idempotencyKey: string;
  submittedAt: number;
  delayMs: number;
  outcome: PushOutcome;
  /** POSTs that answered this push (1 + the repeats with the same key). */
  requests: number;
};

export type QpsCaseView = {
  caseId: string;
  employerName: string;
  situsState: string;
  policies: {
    policyNumber: string;
    primary: boolean;
    coverages: string[];
    effectiveDate: string;
    situsState: string;
  }[];
  plans: {
    policyNumber: string;
    benefitType: string;
    planType: string | null;
    carrierName: string | null;
    classes: string[];
  }[];
};

export type QpsPlanDesignView = {
  caseId: string;
  employerName: string;
  revision: number;
  products: {
    benefitType: string;
    planName: string;
    policyNumber: string;
    classes: { code: string; description: string }[];
    rateBasis: string;
  }[];
};

const STATES = ['CA', 'NY', 'TX', 'FL', 'IL', 'WA', 'MA', 'CO'];
const NAMES = ['Acme', 'Bluebird', 'Cedar', 'Delta', 'Evergreen', 'Falcon', 'Granite', 'Harbor'];
/** Benefit types and the coverage names QPS gives them. */
const PRODUCTS: { benefitType: string; coverage: string; planType: string }[] = [
  { benefitType: 'DENTAL', coverage: 'Dental', planType: 'PPO' },
  { benefitType: 'VISION', coverage: 'Vision', planType: 'Vision Plus' },
  { benefitType: 'LIFE', coverage: 'Basic Life', planType: 'Basic' },
  { benefitType: 'SHORT_TERM_DISABILITY', coverage: 'Short Term Disability', planType: 'Weekly' },
  { benefitType: 'LONG_TERM_DISABILITY', coverage: 'Long Term Disability', planType: 'Monthly' },
  { benefitType: 'ACCIDENT', coverage: 'Accident', planType: 'Standard' },
];
const CLASSES = ['All Salaried Employees', 'All Hourly Employees', 'Executives'];

/** Bytes of the case id's hash: the case's "random" choices, the same for the same id every time. */
const seedOf = (caseId: string): Buffer => createHash('sha256').update(caseId).digest();

/**
 * The case QPS has for `caseId`, made up from it: one or two policies (`<caseId>-1`, `<caseId>-2`), each with
 * two or three products of PRODUCTS, a situs state and an effective date on the first of a month of 2027.
 */
export function caseOf(caseId: string): QpsCaseView {
  const seed = seedOf(caseId);
  const byte = (i: number): number => seed[i % seed.length] ?? 0;
  const situsState = STATES[byte(0) % STATES.length] ?? 'CA';
  const policyCount = 1 + (byte(1) % 2);
  const policies: QpsCaseView['policies'] = [];
  const plans: QpsCaseView['plans'] = [];
  let productIndex = byte(2) % PRODUCTS.length;
  for (let p = 0; p < policyCount; p++) {
    const policyNumber = `${caseId}-${p + 1}`;
    const productCount = 2 + (byte(3 + p) % 2);
    const coverages: string[] = [];
    for (let k = 0; k < productCount; k++) {
      const product = PRODUCTS[productIndex % PRODUCTS.length];
      productIndex++;
      if (!product) continue;
      coverages.push(product.coverage);
      const classCount = 1 + (byte(6 + k) % CLASSES.length);
      plans.push({
        policyNumber,
        benefitType: product.benefitType,
        planType: product.planType,
        carrierName: 'Sun Life',
        classes: CLASSES.slice(0, classCount),
      });
    }
    const month = 1 + (byte(9 + p) % 12);
    policies.push({
      policyNumber,
      primary: p === 0,
      coverages,
      effectiveDate: `2027-${String(month).padStart(2, '0')}-01`,
      situsState,
    });
  }
  return {
    caseId,
    employerName: `${NAMES[byte(12) % NAMES.length] ?? 'Acme'} Holdings ${caseId}`,
    situsState,
    policies,
    plans,
  };
}

/** The plan design of the case: one product per plan, its classes coded C1, C2 … */
export function planDesignOf(caseId: string): QpsPlanDesignView {
  const qpsCase = caseOf(caseId);
  return {
    caseId,
    employerName: qpsCase.employerName,
    revision: 1 + ((seedOf(caseId)[13] ?? 0) % 5),
    products: qpsCase.plans.map((plan) => ({
      benefitType: plan.benefitType,
      planName: `${plan.planType ?? 'Standard'} ${plan.benefitType.toLowerCase().replace(/_/g, ' ')}`,
      policyNumber: plan.policyNumber,
      classes: plan.classes.map((description, i) => ({ code: `C${i + 1}`, description })),
      rateBasis: plan.benefitType === 'LIFE' ? 'per $1,000' : 'per employee per month',
    })),
  };
}

/** The delay of a push when no outcome was chosen for it: mostly quick, every seventh one slow. */
export const DEFAULT_DELAY_MS = 1_500;
export const SLOW_DELAY_MS = 8_000;

export class QpsStore {
  private readonly pushes = new Map<string, Push>();
  private readonly byKey = new Map<string, string>();
  private queued: { outcome: PushOutcome; delayMs: number }[] = [];
  /** Pushes ever created (a repeat with a known key creates none). */
  private sequence = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The next pushes' outcomes, in order, each finishing after `delayMs`; then the default mix again. */
  chooseNext(outcomes: PushOutcome[], delayMs: number): void {
    this.queued.push(...outcomes.map((outcome) => ({ outcome, delayMs })));
  }

  reset(): void {
    this.pushes.clear();
    this.byKey.clear();
    this.queued = [];
    this.sequence = 0;
  }

  /**
   * A push of the case's plan design. The same idempotency key answers the push it started, whatever the case
   * (`created: false`); a new key starts a push with the next chosen outcome, or the default mix's.
   */
  submit(caseId: string, idempotencyKey: string): { push: Push; created: boolean } {
    const known = this.byKey.get(idempotencyKey);
    const existing = known ? this.pushes.get(known) : undefined;
    if (existing) {
      existing.requests++;
      return { push: existing, created: false };
    }
    const n = this.sequence++;
    const chosen = this.queued.shift() ?? defaultMix(n);
    const push: Push = {
      pushId: randomUUID(),
      caseId,
      idempotencyKey,
      submittedAt: this.now(),
      delayMs: chosen.delayMs,
      outcome: chosen.outcome,
      requests: 1,
    };
    this.pushes.set(push.pushId, push);
    this.byKey.set(idempotencyKey, push.pushId);
    return { push, created: true };
  }

  get(pushId: string): QpsPushView | undefined {
    const push = this.pushes.get(pushId);
    return push ? this.view(push) : undefined;
  }

  /** Every push with its key and how many POSTs answered it: what tests count. */
  list(): { pushId: string; caseId: string; idempotencyKey: string; requests: number; status: PushStatus }[] {
    return [...this.pushes.values()].map((push) => ({
      pushId: push.pushId,
      caseId: push.caseId,
      idempotencyKey: push.idempotencyKey,
      requests: push.requests,
      status: this.view(push).status,
    }));
  }

  private view(push: Push): QpsPushView {
    const finishedAt = push.submittedAt + push.delayMs;
    const done = push.outcome !== 'HANG' && this.now() >= finishedAt;
    const status: PushStatus = done ? (push.outcome as Exclude<PushOutcome, 'HANG'>) : 'IN_PROGRESS';
    const outputs = done ? outputsOf(push) : [];
    return {
      pushId: push.pushId,
      caseId: push.caseId,
      status,
      submittedAt: new Date(push.submittedAt).toISOString(),
      finishedAt: done ? new Date(finishedAt).toISOString() : null,
      warnings: outputs.filter((o) => o.level === 'WARNING'),
      errors: outputs.filter((o) => o.level === 'ERROR'),
      outputs,
    };
  }
}

/**
 * Without chosen outcomes: every fifth push warns, every eleventh ends with errors, every seventeenth times out
 * in QPS, every seventh is slow (SLOW_DELAY_MS); the rest complete after DEFAULT_DELAY_MS. (Counted from 0; the
 * first rule that matches wins.)
 */
function defaultMix(n: number): { outcome: PushOutcome; delayMs: number } {
  const outcome: PushOutcome =
    n % 17 === 16
      ? 'TIMEOUT'
      : n % 11 === 10
        ? 'COMPLETED_WITH_ERRORS'
        : n % 5 === 4
          ? 'COMPLETED_WITH_WARNINGS'
          : 'COMPLETED';
  return { outcome, delayMs: n % 7 === 6 ? SLOW_DELAY_MS : DEFAULT_DELAY_MS };
}

function outputsOf(push: Push): QpsOutput[] {
  const design = planDesignOf(push.caseId);
  const accepted: QpsOutput = {
    level: 'INFO',
    code: 'PLAN_DESIGN_ACCEPTED',
    message: `Plan design revision ${design.revision} of case ${push.caseId} received (${design.products.length} products).`,
  };
  switch (push.outcome) {
    case 'COMPLETED':
      return [accepted];
    case 'COMPLETED_WITH_WARNINGS':
      return [
        accepted,
        {
          level: 'WARNING',
          code: 'CLASS_DESCRIPTION_TRUNCATED',
          message: 'A class description was longer than 40 characters and was shortened.',
        },
      ];
    case 'COMPLETED_WITH_ERRORS':
      return [
        {
          level: 'ERROR',
          code: 'RATE_BASIS_MISSING',
          message: `Product ${design.products[0]?.planName ?? 'unknown'} has no rate basis QPS accepts.`,
        },
      ];
    case 'TIMEOUT':
      return [{ level: 'ERROR', code: 'QPS_TIMEOUT', message: 'QPS did not finish the push in time.' }];
    case 'HANG':
      return [];
  }
}
