import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  fieldError,
  keyedMessage,
  type ExplorerBenefitType,
  type ExplorerPage,
  type ExplorerPageListQuery,
  type ExplorerPagePage,
  type ExplorerPageSummary,
  type ExplorerSiteInputParsed,
  type FieldError,
  type RequestContext,
} from '@onboard/contracts';
import { collectDocuments, explorerSiteIssues } from '@onboard/domain';
import { clientScopeOf, DomainError, requireAccess, type ClientScope } from '@onboard/server-kit';
import { BenefitPlan } from './benefit-plan.entity.js';
import { ClientDirectory } from './client-directory.js';
import { ExplorerSite } from './explorer-site.entity.js';
import { planCounts, siteListPage, sitesWithSlug } from './explorer-site.queries.js';
import { planRecord, siteFields, toDocumentDto, toSiteDto, toSummaryDto } from './explorer-site.mapper.js';
import { SiteDocument } from './site-document.entity.js';

const siteNotFound = () => DomainError.notFound('Explorer page');
/** The owner's list has no paging (spec §7 shows none): a bound on one answer all the same. */
const OWNER_LIST_MAX = 1000;

const slugTaken = (path: string) =>
  new DomainError('CONFLICT', keyedMessage('vanitySlugTaken'), [fieldError(path, 'vanitySlugTaken')]);

/** The documents a site's form names (its logo, video, plan summaries), by the path of the field. */
function documentReferences(site: ExplorerSiteInputParsed): Array<[path: string, id: string]> {
  const refs: Array<[string, string | null]> = [
    ['body.logoDocumentId', site.logoDocumentId],
    ['body.medicalVideoDocumentId', site.medicalVideoDocumentId],
    ...site.benefits.flatMap((plan, i): Array<[string, string | null]> => [
      [`body.benefits.${i}.planSummaryDocumentId`, plan.planSummaryDocumentId],
      [`body.benefits.${i}.spanishPlanSummaryDocumentId`, plan.spanishPlanSummaryDocumentId],
    ]),
  ];
  return refs.filter((ref): ref is [string, string] => ref[1] !== null);
}

/**
 * Benefits Explorer sites (explorer spec §3, §5, §7; decisions 159-162): a client's sites with their plans,
 * highlighters, policies and documents; every rule of §5 checked on write (field errors on `body.<path>`),
 * vanity slugs unique whatever their case (409), renewal linking the old site and the new, ownership by a
 * staff user and its transfer. Every write is one transaction.
 */
@Injectable()
export class ExplorerSiteService {
  constructor(
    private readonly em: EntityManager,
    private readonly directory: ClientDirectory,
  ) {}

  private async owned(clientId: string, explorerPageId: string, em: EntityManager = this.em) {
    const site = await em.findOne(ExplorerSite, { id: explorerPageId, clientId });
    if (!site) throw siteNotFound();
    return site;
  }

  private async dto(site: ExplorerSite, em: EntityManager = this.em): Promise<ExplorerPage> {
    const [plans, documents, successor] = await Promise.all([
      em.find(BenefitPlan, { site: site.id }, { orderBy: { position: 'asc' } }),
      em.find(SiteDocument, { site: site.id }, { orderBy: { benefitType: 'asc', position: 'asc' } }),
      site.newExplorerPageId
        ? em.findOne(ExplorerSite, { id: site.newExplorerPageId }, { filters: false })
        : Promise.resolve(null),
    ]);
    return toSiteDto(site, plans, documents, successor);
  }

  private async summaries(scope: ClientScope, sites: ExplorerSite[]): Promise<ExplorerPageSummary[]> {
    if (sites.length === 0) return [];
    const counts = await planCounts(
      this.em,
      scope,
      sites.map((s) => s.id),
    );
    return sites.map((site) => toSummaryDto(site, counts.get(site.id) ?? 0));
  }

  // --- reads ---

  async list(
    context: RequestContext,
    clientId: string,
    query: ExplorerPageListQuery,
  ): Promise<ExplorerPagePage> {
    requireAccess(context, 'read', 'explorer-page', { clientId, named: true });
    const scope = clientScopeOf(context.user);
    const [sites, total] = await siteListPage(this.em, scope, clientId, query);
    return { items: await this.summaries(scope, sites), total, limit: query.limit, offset: query.offset };
  }

  async get(context: RequestContext, clientId: string, explorerPageId: string): Promise<ExplorerPage> {
    requireAccess(context, 'read', 'explorer-page', { clientId, named: true });
    return this.dto(await this.owned(clientId, explorerPageId));
  }

  async byOwner(context: RequestContext, pageOwnerId: string): Promise<ExplorerPageSummary[]> {
    requireAccess(context, 'read', 'explorer-page', { allClients: true });
    const sites = await this.em.find(
      ExplorerSite,
      { pageOwner: pageOwnerId },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: OWNER_LIST_MAX },
    );
    return this.summaries(clientScopeOf(context.user), sites);
  }

  // --- checks shared by create, update and renew ---

  /**
   * Everything a site's form must satisfy beyond its shape: the client's own policies, a staff page owner, and
   * the rules of explorer spec §5 (`explorerSiteIssues`) with the policies' earliest effective date and the
   * client's comparison toggles. All field errors at once.
   */
  private async checkSite(context: RequestContext, clientId: string, site: ExplorerSiteInputParsed) {
    const references = documentReferences(site);
    const [policies, toggles, ownerIsStaff, documents] = await Promise.all([
      this.directory.policies(context, clientId),
      this.directory.comparisonToggles(context, clientId),
      this.directory.isStaffUser(context, site.pageOwner),
      references.length > 0
        ? this.directory.clientDocuments(
            context,
            clientId,
            references.map(([, id]) => id),
          )
        : Promise.resolve(new Set<string>()),
    ]);
    const errors: FieldError[] = [];
    for (const [path, id] of references) {
      if (!documents.has(id)) errors.push(fieldError(path, 'resourceNotFound'));
    }
    const byId = new Map(policies.map((p) => [p.id, p]));
    site.policies.forEach((policyId, i) => {
      if (!byId.has(policyId)) errors.push(fieldError(`body.policies.${i}`, 'explorerPolicyNotClients'));
    });
    if (!ownerIsStaff) errors.push(fieldError('body.pageOwner', 'pageOwnerNotStaff'));
    const effective = site.policies
      .map((id) => byId.get(id)?.policyEffective ?? null)
      .filter((d): d is string => d !== null)
      .sort();
    for (const issue of explorerSiteIssues(site, {
      policyEffectiveDate: effective[0] ?? null,
      toggles,
    })) {
      errors.push({ ...issue, path: `body.${issue.path}` });
    }
    if (errors.length > 0) throw DomainError.validation(errors);
  }

  /** Refuses a slug another site holds, whatever its case (409 on `path`). */
  private async checkSlug(
    em: EntityManager,
    scope: ClientScope,
    slug: string | null,
    except: readonly string[],
    path: string,
  ) {
    if (!slug) return;
    const ids = await sitesWithSlug(em, scope, slug);
    if (ids.some((id) => !except.includes(id))) throw slugTaken(path);
  }

  /** Flushes; a slug taken meanwhile (the unique index) answers as the check does. */
  private async flush(em: EntityManager, slugPath = 'body.vanitySlug') {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw slugTaken(slugPath);
      throw error;
    }
  }

  /** The site's plans become the form's, in its order: a plan keeps its row when the form names its id. */
  private writePlans(
    em: EntityManager,
    site: ExplorerSite,
    inputs: ExplorerSiteInputParsed['benefits'],
    existing: BenefitPlan[],
  ) {
    const byId = new Map(existing.map((p) => [p.id, p]));
    const kept = new Set<string>();
    inputs.forEach((input, position) => {
      const record = planRecord(input);
      const current = input.id ? byId.get(input.id) : undefined;
      if (current && !kept.has(current.id)) {
        kept.add(current.id);
        em.assign(current, { ...record, position });
      } else {
        em.create(BenefitPlan, { ...record, site, clientId: site.clientId, position });
      }
    });
    for (const plan of existing) if (!kept.has(plan.id)) em.remove(plan);
  }

  // --- writes ---

  async create(
    context: RequestContext,
    clientId: string,
    body: ExplorerSiteInputParsed,
  ): Promise<ExplorerPage> {
    requireAccess(context, 'create', 'explorer-page', { clientId, named: true });
    await this.checkSite(context, clientId, body);
    return this.em.transactional(async (tx) => {
      await this.checkSlug(tx, clientScopeOf(context.user), body.vanitySlug, [], 'body.vanitySlug');
      const site = tx.create(ExplorerSite, { clientId, ...siteFields(body) });
      this.writePlans(tx, site, body.benefits, []);
      await this.flush(tx);
      return this.dto(site, tx);
    });
  }

  async update(
    context: RequestContext,
    clientId: string,
    explorerPageId: string,
    body: ExplorerSiteInputParsed,
  ): Promise<ExplorerPage> {
    requireAccess(context, 'update', 'explorer-page', { clientId, named: true });
    await this.owned(clientId, explorerPageId);
    await this.checkSite(context, clientId, body);
    return this.em.transactional(async (tx) => {
      const site = await this.owned(clientId, explorerPageId, tx);
      await this.checkSlug(tx, clientScopeOf(context.user), body.vanitySlug, [site.id], 'body.vanitySlug');
      tx.assign(site, siteFields(body));
      this.writePlans(tx, site, body.benefits, await tx.find(BenefitPlan, { site: site.id }));
      await this.flush(tx);
      return this.dto(site, tx);
    });
  }

  /**
   * Renewal (decision 160): next year's site from the form, whose `prevExplorerPageId` must be this site; the
   * `prevExplorerPage…` fields are applied to this site first (its expiry, plan year, branding and slug: the
   * slug moves when the form gives it to the new site and another or none to this one). The new site starts
   * as a demo, with this site's documents; the two are linked both ways. A site is renewed once.
   */
  async renew(
    context: RequestContext,
    clientId: string,
    explorerPageId: string,
    body: ExplorerSiteInputParsed & { prevExplorerPageId: string },
  ): Promise<ExplorerPage> {
    requireAccess(context, 'create', 'explorer-page', { clientId, named: true });
    const previous = await this.owned(clientId, explorerPageId);
    if (body.prevExplorerPageId !== explorerPageId) {
      throw DomainError.validation([fieldError('body.prevExplorerPageId', 'explorerRenewalMismatch')]);
    }
    if (previous.newExplorerPageId) throw DomainError.conflict('This site has already been renewed');
    await this.checkSite(context, clientId, body);
    return this.em.transactional(async (tx) => {
      const old = await this.owned(clientId, explorerPageId, tx);
      if (old.newExplorerPageId) throw DomainError.conflict('This site has already been renewed');
      await this.checkSlug(
        tx,
        clientScopeOf(context.user),
        body.prevExplorerPageVanitySlug,
        [old.id],
        'body.prevExplorerPageVanitySlug',
      );
      old.vanitySlug = body.prevExplorerPageVanitySlug;
      if (body.prevExplorerPageExpiry) old.expiresAt = body.prevExplorerPageExpiry;
      if (body.prevExplorerPagePlanYear) old.planYear = body.prevExplorerPagePlanYear;
      if (body.prevExplorerPageCustomBranding !== null)
        old.customBranding = body.prevExplorerPageCustomBranding;
      await this.flush(tx, 'body.prevExplorerPageVanitySlug');
      await this.checkSlug(tx, clientScopeOf(context.user), body.vanitySlug, [], 'body.vanitySlug');
      const site = tx.create(ExplorerSite, {
        clientId,
        ...siteFields(body),
        isLive: false,
        prevExplorerPageId: old.id,
      });
      old.newExplorerPageId = site.id;
      this.writePlans(tx, site, body.benefits, []);
      const documents = await tx.find(SiteDocument, { site: old.id });
      for (const d of documents) {
        tx.create(SiteDocument, {
          site,
          clientId: site.clientId,
          benefitType: d.benefitType,
          position: d.position,
          documentId: d.documentId,
          documentKey: d.documentKey,
          name: d.name,
          mimeType: d.mimeType,
        });
      }
      await this.flush(tx);
      return this.dto(site, tx);
    });
  }

  /** Removes the site (its plans and document references with it); renewal links to it are cleared. */
  async remove(context: RequestContext, clientId: string, explorerPageId: string): Promise<{ ok: true }> {
    requireAccess(context, 'delete', 'explorer-page', { clientId, named: true });
    await this.em.transactional(async (tx) => {
      const site = await this.owned(clientId, explorerPageId, tx);
      await tx.nativeUpdate(ExplorerSite, { newExplorerPageId: site.id }, { newExplorerPageId: null });
      await tx.nativeUpdate(ExplorerSite, { prevExplorerPageId: site.id }, { prevExplorerPageId: null });
      await tx.nativeDelete(ExplorerSite, { id: site.id });
    });
    return { ok: true };
  }

  /** Live or demo (decision 162). */
  async setLive(
    context: RequestContext,
    clientId: string,
    explorerPageId: string,
    isLive: boolean,
  ): Promise<ExplorerPage> {
    requireAccess(context, 'update', 'explorer-page', { clientId, named: true });
    const site = await this.owned(clientId, explorerPageId);
    site.isLive = isLive;
    await this.em.flush();
    return this.dto(site);
  }

  async setAssociation(
    context: RequestContext,
    clientId: string,
    explorerPageId: string,
    associationId: string | null,
  ): Promise<ExplorerPage> {
    requireAccess(context, 'update', 'explorer-page', { clientId, named: true });
    const site = await this.owned(clientId, explorerPageId);
    site.associationId = associationId;
    await this.em.flush();
    return this.dto(site);
  }

  async documents(
    context: RequestContext,
    clientId: string,
    explorerPageId: string,
    benefitType: ExplorerBenefitType,
  ) {
    requireAccess(context, 'read', 'explorer-page', { clientId, named: true });
    const site = await this.owned(clientId, explorerPageId);
    const rows = await this.em.find(
      SiteDocument,
      { site: site.id, benefitType },
      { orderBy: { position: 'asc' } },
    );
    return { benefitType, documents: rows.map(toDocumentDto) };
  }

  /** The benefit type's documents become these: the same key once (the first kept), at most 15 (spec §5). */
  async setDocuments(
    context: RequestContext,
    clientId: string,
    explorerPageId: string,
    benefitType: ExplorerBenefitType,
    documents: { id: string; documentKey: string; name: string; mimeType: string }[],
  ) {
    requireAccess(context, 'update', 'explorer-page', { clientId, named: true });
    await this.owned(clientId, explorerPageId);
    const known = await this.directory.clientDocuments(
      context,
      clientId,
      documents.map((d) => d.id),
    );
    const unknown = documents.flatMap((d, i) =>
      known.has(d.id) ? [] : [fieldError(`body.documents.${i}.id`, 'resourceNotFound')],
    );
    if (unknown.length > 0) throw DomainError.validation(unknown);
    const kept = collectDocuments(documents.map((d) => ({ ...d, benefitType })));
    await this.em.transactional(async (tx) => {
      const site = await this.owned(clientId, explorerPageId, tx);
      await tx.nativeDelete(SiteDocument, { site: site.id, benefitType });
      kept.forEach((d, position) =>
        tx.create(SiteDocument, {
          site,
          clientId: site.clientId,
          benefitType,
          position,
          documentId: d.id,
          documentKey: d.documentKey,
          name: d.name,
          mimeType: d.mimeType,
        }),
      );
    });
    return this.documents(context, clientId, explorerPageId, benefitType);
  }

  /** Staff: every site of one owner moves to another staff user (spec §7 transfer). */
  async transfer(
    context: RequestContext,
    currentPageOwnerId: string,
    newPageOwnerId: string,
  ): Promise<{ transferred: number }> {
    requireAccess(context, 'update', 'explorer-page', { allClients: true });
    if (!(await this.directory.isStaffUser(context, newPageOwnerId))) {
      throw DomainError.validation([fieldError('params.newPageOwnerId', 'pageOwnerNotStaff')]);
    }
    const transferred = await this.em.transactional((tx) =>
      tx.nativeUpdate(ExplorerSite, { pageOwner: currentPageOwnerId }, { pageOwner: newPageOwnerId }),
    );
    return { transferred };
  }
}
