import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ClientScoped, TimestampedEntity } from '@onboard/server-kit';

/** Spec §3 per-benefit-type highlighter metadata, kept on the site by benefit type. */
export type StoredHighlighter = {
  highlighterText: string | null;
  spanishHighlighterText: string | null;
  highlighterOrder: number | null;
};

/**
 * A client's Benefits Explorer site (spec §3 Explorer site; decision 159): every field of the staff form, the
 * read-only page fields (live or demo, the renewal links) and the plans, documents and policies it shows. The
 * vanity slug is unique whatever its case (an index on lower(vanity_slug)).
 */
@ClientScoped('clientId')
@Entity({ tableName: 'explorer_site' })
@Index({ properties: ['clientId', 'createdAt'] })
@Index({ properties: ['pageOwner'] })
@Index({
  name: 'explorer_site_vanity_slug_lower_unique',
  expression:
    'create unique index "explorer_site_vanity_slug_lower_unique" on "explorer"."explorer_site" (lower("vanity_slug"))',
})
export class ExplorerSite extends TimestampedEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ length: 255 })
  name!: string;

  @Property()
  kioskMode!: boolean;

  @Property({ type: 'date' })
  startsAt!: string;

  @Property({ type: 'date', nullable: true })
  expiresAt?: string | null;

  @Property({ length: 20, nullable: true })
  planYear?: string | null;

  @Property({ type: 'date' })
  openEnrollmentStart!: string;

  @Property({ type: 'date' })
  openEnrollmentEnd!: string;

  @Property()
  maintenanceMode!: boolean;

  @Property({ length: 2 })
  employerState!: string;

  @Property({ type: 'uuid', nullable: true })
  benAdminPlatformId?: string | null;

  @Property({ length: 2000, nullable: true })
  benAdminPlatformUrl?: string | null;

  @Property({ length: 2000, nullable: true })
  notificationLink?: string | null;

  @Property({ length: 2000, nullable: true })
  customCalendlyLink?: string | null;

  @Property({ length: 255, nullable: true })
  customClientName?: string | null;

  @Property({ type: 'uuid', nullable: true })
  logoDocumentId?: string | null;

  @Property({ type: 'integer', nullable: true })
  employeeCount?: number | null;

  @Property()
  hasEmployeesInNY!: boolean;

  @Property()
  showBenefitCount!: boolean;

  @Property({ type: 'uuid', nullable: true })
  associationId?: string | null;

  @Property()
  hideSunLifeLogo!: boolean;

  /** The staff user who owns the page (identity's user id); moved by the transfer call. */
  @Property({ type: 'uuid' })
  pageOwner!: string;

  @Property({ length: 40 })
  medicalVideo!: string;

  @Property({ length: 255, nullable: true })
  medicalVideoEnglishTitle?: string | null;

  @Property({ length: 255, nullable: true })
  medicalVideoSpanishTitle?: string | null;

  @Property({ type: 'uuid', nullable: true })
  medicalVideoDocumentId?: string | null;

  @Property({ length: 100, nullable: true })
  vidyardUploadId?: string | null;

  @Property({ length: 100, nullable: true })
  vidyardId?: string | null;

  @Property({ length: 100, nullable: true })
  territory?: string | null;

  @Property({ default: false })
  showLegacyVisionPlanTable: boolean & Opt = false;

  @Property({ default: false })
  showLegacyDentalPlanTable: boolean & Opt = false;

  @Property({ length: 100, nullable: true })
  vanitySlug?: string | null;

  @Property({ default: false })
  customBranding: boolean & Opt = false;

  @Property({ length: 7, nullable: true })
  customThemeBrandColor?: string | null;

  @Property({ length: 7, nullable: true })
  customThemeContrastingColor?: string | null;

  @Property()
  enableContactUsAppointment!: boolean;

  @Property()
  enableContactUsEmail!: boolean;

  @Property()
  enableContactUsLiveChat!: boolean;

  /** Live or demo (spec §2): a demo site lets the viewer switch between enrollment views. */
  @Property({ default: false })
  isLive: boolean & Opt = false;

  /** Set on the previous year's site when it is renewed: the site that replaced it. */
  @Property({ type: 'uuid', nullable: true })
  newExplorerPageId?: string | null;

  /** Set on a renewal: the site it was created from. */
  @Property({ type: 'uuid', nullable: true })
  prevExplorerPageId?: string | null;

  /** Highlighter texts by benefit type (spec §3 per-benefit-type metadata). */
  @Property({ type: 'json' })
  benefitTypeMetadata: Record<string, StoredHighlighter> & Opt = {};

  /** The client's policy ids the site is for (checked against the clients service on every write). */
  @Property({ type: 'json' })
  policies: string[] & Opt = [];
}
