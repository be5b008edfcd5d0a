import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CHAT_DEPARTMENTS,
  EXPLORER_PUBLIC_TOGGLES,
  PROVIDER_CARRIER_ID,
  INTERNAL,
  explorerPublicDocumentPath,
  fieldError,
  type DemoEnrollmentStatus,
  type ExplorerBenefitType,
  type ExplorerChat,
  type ExplorerFile,
  type ExplorerLead,
  type ExplorerPublicDocument,
  type ExplorerPublicPage,
  type ExplorerPublicPlan,
  type ExplorerShare,
  type ExplorerSiteClient,
  type PlanType,
  type QueueEmail,
  type RequestContext,
  type StoredFileRef,
} from '@onboard/contracts';
import { collectDocuments, planTypeDisplayName } from '@onboard/domain';
import { DomainError, publicFork, RpcClient, scopeOf } from '@onboard/server-kit';
import type { ChatStatus } from '../chat/chat-status.js';
import { CHAT_STATUS, EXPLORER_CONFIG, RECAPTCHA_VERIFIER, type ExplorerConfig } from '../config.js';
import { recaptchaPassed, type RecaptchaVerifier } from '../recaptcha/recaptcha-verifier.js';
import { BenefitPlan } from '../sites/benefit-plan.entity.js';
import { ExplorerSite } from '../sites/explorer-site.entity.js';
import { toPlanDto } from '../sites/explorer-site.mapper.js';
import { SiteDocument } from '../sites/site-document.entity.js';
import { siteByKey } from './explorer-public.queries.js';
import { leadEmail, shareEmail } from './explorer-emails.js';
import { TtlCache } from './ttl-cache.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const pageNotFound = () => DomainError.notFound('Explorer page');
/** The provider's name where a plan is its own (carrier id 1). */
const PROVIDER_NAME = 'Sun Life';

/** Today as the site's dates are kept (calendar dates, UTC). */
const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Spec §2 display rules (decision 167): started, not in maintenance. Expiry hides the personal plan only. */
export function siteVisible(
  site: Pick<ExplorerSite, 'startsAt' | 'maintenanceMode'>,
  today: string,
): boolean {
  return site.startsAt <= today && !site.maintenanceMode;
}

/** A live site's real enrollment state from its open-enrollment dates; a demo site's the asked one (default active). */
export function enrollmentStatusOf(
  site: Pick<ExplorerSite, 'isLive' | 'openEnrollmentStart' | 'openEnrollmentEnd'>,
  asked: DemoEnrollmentStatus | undefined,
  today: string,
): DemoEnrollmentStatus {
  if (!site.isLive) return asked ?? 'active';
  if (today < site.openEnrollmentStart) return 'pre';
  if (today > site.openEnrollmentEnd) return 'post';
  return 'active';
}

/** Spec §2: the live department only for a live page with live chat on, outside a demo environment. */
export function chatDepartmentOf(
  site: Pick<ExplorerSite, 'isLive' | 'enableContactUsLiveChat'>,
  demoEnvironment: boolean,
): ExplorerChat['department'] {
  return site.isLive && site.enableContactUsLiveChat && !demoEnvironment
    ? CHAT_DEPARTMENTS.live
    : CHAT_DEPARTMENTS.demo;
}

/** The settings the explorer's public_page policies read (migration 20261130120000, decision 230). */
const PUBLIC_SITE_SETTING = 'onboard.public_site';
const PUBLIC_SITE_ID_SETTING = 'onboard.public_site_id';

type LoadedSite = { site: ExplorerSite; plans: BenefitPlan[]; documents: SiteDocument[] };

/**
 * The explorer's public side (explorer spec §2 display rules, §3, §5, §7; decisions 167-170): the employee's
 * page by id or vanity slug, the documents it shows, the lead form and the share request. No caller: PostgreSQL
 * admits only the asked site and its children (publicFork), and only what the page shows leaves. One page costs three SQL
 * statements (the site, its plans, its documents); what other services say of the site's client and documents,
 * and the chat department's status, is kept EXPLORER_PUBLIC_CACHE_MS.
 */
@Injectable()
export class ExplorerPublicService {
  private readonly clients: TtlCache<ExplorerSiteClient>;
  private readonly files: TtlCache<ExplorerFile[]>;
  private readonly chat: TtlCache<boolean>;
  private readonly pages: TtlCache<ExplorerPublicPage>;

  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
    @Inject(EXPLORER_CONFIG) private readonly config: ExplorerConfig,
    @Inject(RECAPTCHA_VERIFIER) private readonly recaptcha: RecaptchaVerifier,
    @Inject(CHAT_STATUS) private readonly chatStatus: ChatStatus,
  ) {
    this.clients = new TtlCache(config.EXPLORER_PUBLIC_CACHE_MS);
    this.files = new TtlCache(config.EXPLORER_PUBLIC_CACHE_MS);
    this.chat = new TtlCache(config.EXPLORER_PUBLIC_CACHE_MS, 10);
    this.pages = new TtlCache(config.EXPLORER_PUBLIC_CACHE_MS, 1_000);
  }

  // --- the page ---

  /** The site by id or vanity slug (any case), with its plans and documents: three statements. */
  private async load(idOrSlug: string): Promise<LoadedSite> {
    // No caller: PostgreSQL admits the site the address names, then that site's plans and documents (its
    // public_page policies, decision 230); nothing of any other site or client is readable here.
    const key = idOrSlug.trim().toLowerCase();
    const em = publicFork(this.em, { [PUBLIC_SITE_SETTING]: key });
    const site = await siteByKey(em, scopeOf(em), key, UUID.test(key));
    if (!site) throw pageNotFound();
    const children = publicFork(this.em, { [PUBLIC_SITE_ID_SETTING]: site.id });
    const [plans, documents] = await Promise.all([
      children.find(BenefitPlan, { site: site.id }, { orderBy: { position: 'asc' } }),
      children.find(SiteDocument, { site: site.id }, { orderBy: { benefitType: 'asc', position: 'asc' } }),
    ]);
    return { site, plans, documents };
  }

  private siteClient(context: RequestContext, site: ExplorerSite): Promise<ExplorerSiteClient> {
    const benAdminPlatformId = site.benAdminPlatformId ?? null;
    return this.clients.get(`${site.clientId}:${benAdminPlatformId ?? ''}`, async () => {
      return this.rpc.call(INTERNAL.clients.explorerSiteClient, context, {
        clientId: site.clientId,
        benAdminPlatformId,
      });
    });
  }

  /** The client's live documents among these ids, by id. */
  private async filesOf(
    context: RequestContext,
    clientId: string,
    ids: string[],
  ): Promise<Map<string, ExplorerFile>> {
    const unique = [...new Set(ids)].sort();
    if (unique.length === 0) return new Map();
    const files = await this.files.get(`${clientId}:${unique.join(',')}`, async () => {
      return this.rpc.call(INTERNAL.documents.explorerFiles, context, {
        clientId,
        documentIds: unique,
      });
    });
    return new Map(files.map((f) => [f.id, f]));
  }

  /** A visible site of a client that is not archived, else not found (spec §2, §8). */
  private async visible(context: RequestContext, idOrSlug: string, now = new Date()) {
    const loaded = await this.load(idOrSlug);
    if (!siteVisible(loaded.site, todayOf(now))) throw pageNotFound();
    const client = await this.siteClient(context, loaded.site);
    if (client.isArchived) throw pageNotFound();
    return { ...loaded, client };
  }

  /** Every document id the page shows: logo, video, plan summaries, the benefit types' documents (at most 15 each). */
  private static referencedIds({ site, plans, documents }: LoadedSite): string[] {
    return [
      site.logoDocumentId,
      site.medicalVideoDocumentId,
      ...plans.flatMap((p) => [p.planSummaryDocumentId, p.spanishPlanSummaryDocumentId]),
      ...collectDocuments(documents).map((d) => d.documentId),
    ].filter((id): id is string => typeof id === 'string' && id.length > 0);
  }

  private async chatOf(site: ExplorerSite): Promise<ExplorerChat> {
    const department = chatDepartmentOf(site, this.config.EXPLORER_DEMO_ENVIRONMENT);
    const online = await this.chat.get(department, () => this.chatStatus.online(department));
    return { department, online };
  }

  /**
   * The page as it is shown, kept EXPLORER_PUBLIC_CACHE_MS per id or slug and demo state (the HTTP answer may be
   * kept 60 s by shared caches anyway): thousands of employees read the same page in the same weeks.
   */
  page(
    context: RequestContext,
    idOrSlug: string,
    askedStatus: DemoEnrollmentStatus | undefined,
    now = new Date(),
  ): Promise<ExplorerPublicPage> {
    const key = `${idOrSlug.trim().toLowerCase()}|${askedStatus ?? ''}|${todayOf(now)}`;
    return this.pages.get(key, () => this.render(context, idOrSlug, askedStatus, now));
  }

  private async render(
    context: RequestContext,
    idOrSlug: string,
    askedStatus: DemoEnrollmentStatus | undefined,
    now: Date,
  ): Promise<ExplorerPublicPage> {
    const loaded = await this.visible(context, idOrSlug, now);
    const { site, plans, documents, client } = loaded;
    const today = todayOf(now);
    const [files, chat] = await Promise.all([
      this.filesOf(context, site.clientId, ExplorerPublicService.referencedIds(loaded)),
      this.chatOf(site),
    ]);
    const doc = (id: string | null | undefined): ExplorerPublicDocument | null => {
      const file = id ? files.get(id) : undefined;
      return file
        ? {
            id: file.id,
            name: file.fileName,
            mimeType: file.contentType,
            url: explorerPublicDocumentPath(site.id, file.id),
          }
        : null;
    };
    const toggles = client.featureToggles;
    const sitePolicies = new Set(site.policies);
    const benefits: ExplorerPublicPlan[] = plans.map((plan) => {
      const dto = toPlanDto(plan);
      const { planSummaryDocumentId, spanishPlanSummaryDocumentId, ...fields } = dto;
      return {
        ...fields,
        carrierName: carrierNameOf(plan),
        planTypeDisplayName: plan.planType ? displayNameOf(plan.planType) : null,
        planSummaryDocument: doc(planSummaryDocumentId),
        spanishPlanSummaryDocument: doc(spanishPlanSummaryDocumentId),
      };
    });
    return {
      id: site.id,
      name: site.name,
      isLive: site.isLive,
      vanitySlug: site.vanitySlug ?? null,
      startsAt: site.startsAt,
      expiresAt: site.expiresAt ?? null,
      expired: site.expiresAt !== null && site.expiresAt !== undefined && site.expiresAt < today,
      planYear: site.planYear ?? null,
      openEnrollmentStart: site.openEnrollmentStart,
      openEnrollmentEnd: site.openEnrollmentEnd,
      maintenanceMode: site.maintenanceMode,
      employerState: site.employerState,
      clientName: site.customClientName || client.name,
      customClientName: site.customClientName ?? null,
      benefits,
      benefitTypeMetadata: site.benefitTypeMetadata,
      documents: collectDocuments(documents).flatMap((d) => {
        const file = files.get(d.documentId);
        if (!file) return [];
        return [
          {
            id: d.documentId,
            name: d.name,
            mimeType: d.mimeType,
            url: explorerPublicDocumentPath(site.id, d.documentId),
            benefitType: d.benefitType as ExplorerBenefitType,
            documentKey: d.documentKey,
          },
        ];
      }),
      customBranding: site.customBranding,
      customThemeBrandColor: site.customBranding ? (site.customThemeBrandColor ?? null) : null,
      customThemeContrastingColor: site.customBranding ? (site.customThemeContrastingColor ?? null) : null,
      hideSunLifeLogo: site.hideSunLifeLogo,
      nonSunLifeBenefitsExplorer: site.customBranding && site.hideSunLifeLogo,
      logo: doc(site.logoDocumentId),
      medicalVideo: {
        choice: site.medicalVideo as ExplorerPublicPage['medicalVideo']['choice'],
        vidyardId: site.vidyardId ?? null,
        englishTitle: site.medicalVideoEnglishTitle ?? null,
        spanishTitle: site.medicalVideoSpanishTitle ?? null,
        document: doc(site.medicalVideoDocumentId),
      },
      showLegacyVisionPlanTable: site.showLegacyVisionPlanTable,
      showLegacyDentalPlanTable: site.showLegacyDentalPlanTable,
      showBenefitCount: site.showBenefitCount,
      benAdminPlatform:
        site.benAdminPlatformId || site.benAdminPlatformUrl
          ? { name: client.benAdminPlatformName, url: site.benAdminPlatformUrl ?? null }
          : null,
      enableContactUsAppointment: site.enableContactUsAppointment,
      enableContactUsEmail: site.enableContactUsEmail,
      enableContactUsLiveChat: site.enableContactUsLiveChat,
      customCalendlyLink: site.customCalendlyLink ?? null,
      languageFeatureToggle: toggles[EXPLORER_PUBLIC_TOGGLES.language] !== false,
      largeClientFeatureToggle: toggles[EXPLORER_PUBLIC_TOGGLES.largeClient] === true,
      dentalComparison: toggles['BENEFITS_EXPLORER_DENTAL_COMPARISON'] === true,
      visionComparison: toggles['BENEFITS_EXPLORER_VISION_COMPARISON'] === true,
      policyEffectiveDates: client.policies
        .filter((p) => sitePolicies.has(p.id) && p.policyEffective)
        .map((p) => p.policyEffective as string),
      demoEnrollmentStatus: enrollmentStatusOf(site, askedStatus, today),
      implementationConsultant: client.implementationConsultant,
      clientReleaseStatus: client.releaseStatus,
      chat,
    };
  }

  /** A document the visible page shows, for the gateway to stream (decision 168); any other is not found. */
  async document(context: RequestContext, idOrSlug: string, documentId: string): Promise<StoredFileRef> {
    const loaded = await this.visible(context, idOrSlug);
    const id = documentId.toLowerCase();
    if (!ExplorerPublicService.referencedIds(loaded).includes(id)) throw DomainError.notFound('Document');
    const file = (await this.filesOf(context, loaded.site.clientId, [id])).get(id);
    if (!file || file.key === null) throw DomainError.notFound('Document');
    return { key: file.key, fileName: file.fileName, contentType: file.contentType, size: file.size };
  }

  // --- lead and share ---

  private async queue(context: RequestContext, email: QueueEmail, clientId: string | null): Promise<void> {
    await this.rpc.call(
      INTERNAL.email.queue,
      { requestId: context.requestId, user: null },
      { ...email, clientId },
    );
  }

  /** Spec §7 lead-generation send: the form to the sales mailbox (EXPLORER_SALES_EMAIL). */
  async lead(context: RequestContext, lead: ExplorerLead): Promise<{ sent: true }> {
    await this.queue(context, leadEmail(lead, this.config.EXPLORER_SALES_EMAIL), null);
    return { sent: true };
  }

  /**
   * The share request (decision 169): the page must be visible; the token must pass reCAPTCHA (refused: 400 on
   * body.recaptchaToken); every benefit must be one of the page's; a prepaid (DHMO) plan among them needs the
   * prepaid location's state. Then the e-mail in the chosen language.
   */
  async share(context: RequestContext, idOrSlug: string, share: ExplorerShare): Promise<{ sent: true }> {
    const { site, plans, client } = await this.visible(context, idOrSlug);
    const byId = new Map(plans.map((p) => [p.id, p]));
    const errors = share.benefits.flatMap((id, i) =>
      byId.has(id.toLowerCase()) ? [] : [fieldError(`body.benefits.${i}`, 'shareBenefitNotOnPage')],
    );
    const chosen = [...new Set(share.benefits.map((id) => id.toLowerCase()))]
      .map((id) => byId.get(id))
      .filter((p): p is BenefitPlan => p !== undefined);
    if (chosen.some((p) => p.planType === 'DHMO') && !share.prepaidLocation?.state) {
      errors.push(fieldError('body.prepaidLocation.state', 'stateRequired'));
    }
    if (errors.length > 0) throw DomainError.validation(errors);
    // reCAPTCHA's outage is an OutsideSystemUnavailableError: the caller's 503, the share not sent.
    const passed = recaptchaPassed(
      await this.recaptcha.verify(share.recaptchaToken, context.clientIp ?? null),
      this.config.RECAPTCHA_MIN_SCORE,
    );
    if (!passed) throw DomainError.validation([fieldError('body.recaptchaToken', 'recaptchaRefused')]);
    const pageUrl = `${this.config.WEB_BASE_URL.replace(/\/$/, '')}/benefits-explorer/${encodeURIComponent(
      site.vanitySlug || site.id,
    )}${share.language === 'es' ? '?lng=es' : ''}`;
    const email = shareEmail({
      to: share.email,
      language: share.language,
      siteName: site.customClientName || client.name || site.name,
      pageUrl,
      plans: chosen.map((p) => ({
        planName: p.planName ?? null,
        planTypeDisplayName: p.planType ? displayNameOf(p.planType) : null,
        carrierName: carrierNameOf(p),
      })),
      prepaidState: share.prepaidLocation?.state ?? null,
    });
    await this.queue(context, email, site.clientId);
    return { sent: true };
  }
}

function displayNameOf(planType: string): string | null {
  try {
    return planTypeDisplayName(planType as PlanType) ?? null;
  } catch {
    return null;
  }
}

/** The provider for carrier 1; else the plan's underwriter or administrator as the form names it. */
function carrierNameOf(plan: Pick<BenefitPlan, 'carrierId' | 'legalEntity'>): string | null {
  if (plan.carrierId === PROVIDER_CARRIER_ID) return PROVIDER_NAME;
  return plan.legalEntity ?? null;
}
