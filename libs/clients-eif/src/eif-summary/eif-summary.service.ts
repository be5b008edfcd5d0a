import { requireAccess } from '@onboard/server-kit';
import { Injectable } from '@nestjs/common';
import {
  CONTACT_ACCESS_FLAGS,
  SUMMARY_TEXTS,
  safeFilename,
  type ClientDto,
  type EifFieldKind,
  type FileAnswer,
  type RequestContext,
  type SummaryDocumentDto,
  type SummaryLanguage,
  type SummaryTexts,
} from '@onboard/contracts';
import {
  coverageOf,
  eifSummarySteps,
  isMonthKind,
  netChangesOf,
  signedAnswers,
  signedRecords,
  monthName,
  type AskedQuestion,
  type RecordSection,
} from '@onboard/domain';
import {
  BenAdminPlatformService,
  BillService,
  ClientService,
  ContactService,
  EifRecordsService,
  EmployeeClassService,
  LocationService,
} from '@onboard/clients-record';
import { DeifChangesService } from '../deif-changes/deif-changes.service.js';
import { EifAnswersService } from '../eif/eif-answers.service.js';
import { renderSummaryPdf, type SummarySection, type SummaryTable } from './summary-pdf.js';

const EMPTY = '—';

/** How the reader reads the summary: their time zone and language (issue 28 item 7). */
export type SummaryReader = { timeZone: string; language: SummaryLanguage };

/**
 * An answer in words, in the reader's language. An answer that names a record (a platform, a contact) is
 * printed as that record's name: `nameOf` gives it.
 */
function answerText(
  texts: SummaryTexts,
  kind: EifFieldKind,
  value: unknown,
  nameOf: (id: string) => string,
): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return EMPTY;
  }
  switch (kind.kind) {
    case 'boolean':
      return value ? texts.yes : texts.no;
    case 'enum':
    case 'enumList':
      return (Array.isArray(value) ? value : [value])
        .map((v) => texts.options[String(v)] ?? String(v))
        .join(', ');
    case 'percent':
      return `${String(value)}%`;
    case 'id':
      return nameOf(String(value));
    case 'integer':
      return isMonthKind(kind) ? monthName(Number(value), texts.locale) : String(value);
    default:
      return Array.isArray(value) ? value.map(String).join(', ') : String(value as string | number);
  }
}

/**
 * The Company Information Summary as a PDF (spec §7 GET eif-summary?tz=): every answer of the sub-steps that
 * apply, grouped by step as the summary page shows them, with the client's records (locations, classes,
 * policies, contacts); the dates it prints (made, signed) in the reader's time zone, which it states, and in
 * their language (decision 217). Read access as for the answers.
 */
@Injectable()
export class EifSummaryService {
  constructor(
    private readonly clients: ClientService,
    private readonly eif: EifAnswersService,
    private readonly locations: LocationService,
    private readonly classes: EmployeeClassService,
    private readonly contacts: ContactService,
    private readonly records: EifRecordsService,
    private readonly bills: BillService,
    private readonly platforms: BenAdminPlatformService,
    private readonly deif: DeifChangesService,
  ) {}

  async pdf(context: RequestContext, clientId: string, reader: SummaryReader): Promise<FileAnswer> {
    requireAccess(context, 'read', 'client', { clientId, named: true });
    const document = await this.document(context, clientId, reader);
    const bytes = await renderSummaryPdf({
      ...document,
      pageLabel: SUMMARY_TEXTS[reader.language].page,
    });
    return {
      // Reduced to a safe name of at most 150 characters (a client's name can be 255).
      filename: safeFilename(`${document.title} - ${document.subtitle}.pdf`),
      contentType: 'application/pdf',
      base64: bytes.toString('base64'),
    };
  }

  /** The summary in words, as the PDF prints it (the outside signer's page shows it too). */
  async document(
    context: RequestContext,
    clientId: string,
    { timeZone, language }: SummaryReader,
  ): Promise<SummaryDocumentDto> {
    const texts = SUMMARY_TEXTS[language];
    const owned = await this.clients.owned(context, clientId);
    const { loaded, detail, applicability } = await this.eif.state(context, owned);
    const [
      liveLocations,
      liveClasses,
      liveContacts,
      liveSubsidiaries,
      mailing,
      liveCompensations,
      liveBills,
    ] = await Promise.all([
      this.locations.list(context, clientId),
      this.classes.list(context, clientId),
      this.contacts.list(context, clientId),
      this.records.subsidiaries(context, clientId),
      this.records.claimsReportMailing(context, clientId),
      this.records.additionalCompensations(context, clientId),
      this.bills.list(context, clientId),
    ]);
    const [platforms, deif] = await Promise.all([this.platforms.list(), this.deif.reviewOf(context, owned)]);
    // The signed record (decision 215): the changes since the signing that the signer has not accepted are
    // not in it; the answers and records read as the signer accepted them.
    const changes = netChangesOf(deif);
    const answers = signedAnswers(loaded.answers, changes, owned.id);
    const locations = signedRecords('Location', liveLocations, changes);
    const classes = signedRecords('EmployeeClass', liveClasses, changes);
    const contacts = signedRecords('Contact', liveContacts, changes, (id, v) => ({
      ...(v as unknown as (typeof liveContacts)[number]),
      id,
      managedLocationIds: [],
    }));
    const subsidiaries = signedRecords('Subsidiary', liveSubsidiaries, changes, (id, v) => ({
      ...(v as unknown as (typeof liveSubsidiaries)[number]),
      id,
      locationId: typeof v.location === 'string' ? v.location : null,
    }));
    const compensations = signedRecords('AdditionalCompensation', liveCompensations, changes);
    const bills = signedRecords('Bill', liveBills, changes, (id, v) => ({
      ...(v as unknown as (typeof liveBills)[number]),
      id,
      slfCoverages: Array.isArray(v.slfCoverages) ? (v.slfCoverages as string[]) : [],
      categoriesByLocation: [],
    }));
    const contactName = (id: string | null) => {
      const c = contacts.find((x) => x.id === id);
      return c ? `${c.firstName} ${c.lastName}` : EMPTY;
    };
    const locationName = new Map(locations.map((l) => [l.id, l.name]));
    /** A policy's coverages (QPS names them in English) in the reader's language. */
    const coveragesOf = (names: readonly string[]) =>
      names
        .map((name) => {
          const coverage = coverageOf(name);
          return coverage ? texts.coverageName(coverage) : name;
        })
        .join(', ');
    const { tables: words } = texts;
    const when = new Intl.DateTimeFormat(texts.locale, {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    const about = (recordId: string | undefined) => {
      if (!recordId) return undefined;
      const policy = detail.policies.find((p) => p.id === recordId);
      if (policy) return coveragesOf(policy.slfCoverages);
      // A plan by its coverage: two plans of one benefit type (NJ TDB and NJ FLI) must not read alike.
      const plan = detail.plans.find((p) => p.id === recordId);
      if (!plan) return undefined;
      const coverage = coverageOf(plan.planType);
      return coverage ? texts.coverageName(coverage) : texts.benefitTypes[plan.benefitType];
    };
    /** The name of the record an `id` answer holds: the platform chosen, or the contact. */
    const recordName = (q: AskedQuestion) => (id: string) =>
      q.field === 'benAdminPlatformId'
        ? (platforms.find((p) => p.id === id)?.name ?? EMPTY)
        : contactName(id);
    const tables = (records: RecordSection[]): SummaryTable[] =>
      records.flatMap((record): SummaryTable[] => {
        switch (record) {
          case 'locations':
            return [
              {
                ...words.locations,
                weights: [4, 6, 3, 1.5, 2],
                rows: locations.map((l) => [
                  l.name,
                  [l.address1, l.address2].filter(Boolean).join(', '),
                  l.city,
                  l.state ?? '',
                  l.zipCode,
                ]),
              },
            ];
          case 'classBuilder':
            return [
              {
                ...words.classes,
                rows: classes.map((c) => [
                  c.name,
                  texts.employmentTypes[c.employmentType],
                  c.minimumHoursPerWeek === null ? EMPTY : String(c.minimumHoursPerWeek),
                  c.description ?? EMPTY,
                ]),
              },
              {
                ...words.compensations,
                rows: compensations.map((c) => [
                  c.type === 'OTHER' && c.description
                    ? texts.otherPay(c.description)
                    : texts.compensationTypes[c.type],
                  c.includedInEarnings ? texts.yes : texts.no,
                ]),
              },
            ];
          case 'currentPolicies':
            return [policiesTable(detail, texts, coveragesOf)];
          case 'subsidiaries':
            return [
              {
                ...words.subsidiaries,
                rows: subsidiaries.map((s) => [
                  s.name,
                  s.taxId ?? EMPTY,
                  s.employeesNumber === null ? EMPTY : String(s.employeesNumber),
                  s.locationId ? (locationName.get(s.locationId) ?? EMPTY) : EMPTY,
                ]),
              },
            ];
          case 'monthlyClaimsReportMailing':
            return [
              {
                ...words.claimsReports,
                rows: [
                  [
                    mailing.locationId ? (locationName.get(mailing.locationId) ?? EMPTY) : EMPTY,
                    contactName(mailing.sendMonthlyClaimsReportsToContactId),
                  ],
                ],
              },
            ];
          case 'planAdministrators':
            return [
              {
                ...words.contacts,
                weights: [4, 4, 6, 3, 3],
                rows: contacts.map((c) => [
                  [`${c.firstName} ${c.lastName}`, c.title].filter(Boolean).join(', '),
                  texts.contactTypes[c.type],
                  [c.email, c.phoneNumber].filter(Boolean).join(', '),
                  CONTACT_ACCESS_FLAGS.filter((flag) => c[flag])
                    .map((flag) => texts.contactAccess[flag])
                    .join(', ') || EMPTY,
                  c.locationManagementType === 'ALL'
                    ? texts.locationScope.ALL
                    : c.managedLocationIds.map((id) => locationName.get(id) ?? id).join(', '),
                ]),
              },
            ];
          case 'bills':
            return [
              {
                ...words.bills,
                weights: [4, 4, 3, 3],
                rows: bills.map((b) => [
                  coveragesOf(b.slfCoverages) || EMPTY,
                  (b.billGroupedByLocation
                    ? b.categoriesByLocation.map((l) =>
                        [locationName.get(l.locationId) ?? l.locationId, l.category && `(${l.category})`]
                          .filter(Boolean)
                          .join(' '),
                      )
                    : [b.locationId ? (locationName.get(b.locationId) ?? b.locationId) : '']
                  )
                    .filter(Boolean)
                    .join(', ') || EMPTY,
                  contactName(b.contactId),
                  b.category ?? EMPTY,
                ]),
              },
            ];
          default:
            return [];
        }
      });

    const steps = eifSummarySteps(applicability, answers, detail).map((step) => ({
      title: texts.steps[step.id] ?? step.id,
      sections: step.subSteps.map((sub): SummarySection => ({
        title:
          sub.id === 'non-class-benefits-preferences' && applicability.nonClassTitle
            ? texts.nonClassTitles[applicability.nonClassTitle]
            : (texts.subSteps[sub.id] ?? sub.id),
        rows: [
          ...sub.questions.map((q): [string, string] => {
            const label = texts.questions[q.scope][q.field] ?? q.field;
            const record = about(q.recordId);
            return [
              record ? `${label} (${record})` : label,
              answerText(texts, q.kind, q.value, recordName(q)),
            ];
          }),
          ...(sub.records.includes('taxId')
            ? [[texts.taxId, detail.taxId ?? EMPTY] as [string, string]]
            : []),
        ],
        tables: tables(sub.records),
      })),
    }));

    const signedAt = loaded.settings.eifSignedAt;
    const pending = changes.filter((c) => c.status === 'pending').length;
    return {
      language,
      title: texts.title,
      subtitle: detail.name,
      notes: [
        texts.prepared(when.format(new Date())),
        signedAt ? texts.signed(when.format(new Date(signedAt))) : texts.notSigned,
        ...(signedAt && pending > 0 ? [texts.pending(pending)] : []),
        texts.timeZone(timeZone),
      ],
      steps,
      emptyValue: EMPTY,
    };
  }
}

function policiesTable(
  detail: ClientDto,
  texts: SummaryTexts,
  coveragesOf: (names: readonly string[]) => string,
): SummaryTable {
  return {
    ...texts.tables.policies,
    rows: detail.policies.map((p) => [
      coveragesOf(p.slfCoverages) || EMPTY,
      p.policyEffective ?? EMPTY,
      p.issuedStateSitus ?? EMPTY,
      p.primaryPolicy ? texts.yes : texts.no,
    ]),
  };
}
