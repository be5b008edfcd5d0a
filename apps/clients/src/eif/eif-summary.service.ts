import { Injectable } from '@nestjs/common';
import {
  BENEFIT_TYPE_LABELS,
  COMPENSATION_TYPE_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  CONTACT_ACCESS_FLAGS,
  CONTACT_ACCESS_LABELS,
  CONTACT_TYPE_LABELS,
  LOCATION_SCOPE_LABELS,
  EIF_CLIENT_LABELS,
  EIF_NON_CLASS_TITLES,
  EIF_OPTION_LABELS,
  EIF_PLAN_LABELS,
  EIF_POLICY_LABELS,
  EIF_STEP_TITLES,
  EIF_SUB_STEP_TITLES,
  EIF_YES_NO,
  type ClientDto,
  type EifFieldKind,
  type FileAnswer,
  type RequestContext,
  type SummaryDocumentDto,
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
import { BenAdminPlatformService } from '../ben-admin-platforms/ben-admin-platform.service.js';
import { BillService } from '../bills/bill.service.js';
import { ClientService } from '../clients/client.service.js';
import { ContactService } from '../contacts/contact.service.js';
import { DeifChangesService } from '../deif-changes/deif-changes.service.js';
import { EifRecordsService } from '../eif-records/eif-records.service.js';
import { EmployeeClassService } from '../employee-classes/employee-class.service.js';
import { LocationService } from '../locations/location.service.js';
import { EifAnswersService } from './eif-answers.service.js';
import { renderSummaryPdf, type SummarySection, type SummaryTable } from './summary-pdf.js';

const LABELS: Record<'client' | 'policy' | 'plan', Record<string, string>> = {
  client: EIF_CLIENT_LABELS,
  policy: EIF_POLICY_LABELS,
  plan: EIF_PLAN_LABELS,
};
const EMPTY = '—';

/**
 * An answer in words (English; decision 095). An answer that names a record (a platform, a contact) is printed
 * as that record's name: `nameOf` gives it.
 */
function answerText(kind: EifFieldKind, value: unknown, nameOf: (id: string) => string): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return EMPTY;
  }
  switch (kind.kind) {
    case 'boolean':
      return value ? EIF_YES_NO.yes : EIF_YES_NO.no;
    case 'enum':
    case 'enumList':
      return (Array.isArray(value) ? value : [value])
        .map((v) => EIF_OPTION_LABELS[String(v)] ?? String(v))
        .join(', ');
    case 'percent':
      return `${String(value)}%`;
    case 'id':
      return nameOf(String(value));
    case 'integer':
      return isMonthKind(kind) ? monthName(Number(value), 'en-US') : String(value);
    default:
      return Array.isArray(value) ? value.map(String).join(', ') : String(value as string | number);
  }
}

/**
 * The Company Information Summary as a PDF (spec §7 GET eif-summary?tz=): every answer of the sub-steps that
 * apply, grouped by step as the summary page shows them, with the client's records (locations, classes,
 * policies, contacts); the dates it prints (made, signed) in the asked time zone. Read access as for the answers.
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

  async pdf(context: RequestContext, clientId: string, timeZone: string): Promise<FileAnswer> {
    const document = await this.document(context, clientId, timeZone);
    const bytes = await renderSummaryPdf({
      ...document,
      pageLabel: (page, pages) => `Page ${page} of ${pages}`,
    });
    return {
      filename: `Company Information Summary - ${document.subtitle}.pdf`,
      contentType: 'application/pdf',
      base64: bytes.toString('base64'),
    };
  }

  /** The summary in words, as the PDF prints it (the outside signer's page shows it too). */
  async document(context: RequestContext, clientId: string, timeZone: string): Promise<SummaryDocumentDto> {
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
    const [platforms, deif] = await Promise.all([this.platforms.list(), this.deif.reviewOf(owned)]);
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
    const when = new Intl.DateTimeFormat('en-US', {
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
      if (policy) return policy.slfCoverages.join(', ');
      // A plan by its coverage: two plans of one benefit type (NJ TDB and NJ FLI) must not read alike.
      const plan = detail.plans.find((p) => p.id === recordId);
      return plan ? (coverageOf(plan.planType)?.name ?? BENEFIT_TYPE_LABELS[plan.benefitType]) : undefined;
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
                title: 'Locations',
                columns: ['Name', 'Address', 'City', 'State', 'Zip code'],
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
                title: 'Employee classes',
                columns: ['Class', 'Employees', 'Minimum hours a week', 'Description'],
                rows: classes.map((c) => [
                  c.name,
                  EMPLOYMENT_TYPE_LABELS[c.employmentType],
                  c.minimumHoursPerWeek === null ? EMPTY : String(c.minimumHoursPerWeek),
                  c.description ?? EMPTY,
                ]),
              },
              {
                title: 'Pay beyond base earnings',
                columns: ['Pay', 'Counts toward covered earnings'],
                rows: compensations.map((c) => [
                  c.type === 'OTHER' && c.description
                    ? `Other: ${c.description}`
                    : COMPENSATION_TYPE_LABELS[c.type],
                  c.includedInEarnings ? EIF_YES_NO.yes : EIF_YES_NO.no,
                ]),
              },
            ];
          case 'currentPolicies':
            return [policiesTable(detail)];
          case 'subsidiaries':
            return [
              {
                title: 'Subsidiaries and affiliates',
                columns: ['Name', 'Tax ID', 'Employees', 'Location'],
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
                title: 'Monthly claims reports',
                columns: ['Mailed to', 'Addressed to'],
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
                title: 'Contacts',
                columns: ['Name', 'Role', 'E-mail and phone', 'Access', 'Locations'],
                weights: [4, 4, 6, 3, 3],
                rows: contacts.map((c) => [
                  [`${c.firstName} ${c.lastName}`, c.title].filter(Boolean).join(', '),
                  CONTACT_TYPE_LABELS[c.type],
                  [c.email, c.phoneNumber].filter(Boolean).join(', '),
                  CONTACT_ACCESS_FLAGS.filter((flag) => c[flag])
                    .map((flag) => CONTACT_ACCESS_LABELS[flag])
                    .join(', ') || EMPTY,
                  c.locationManagementType === 'ALL'
                    ? LOCATION_SCOPE_LABELS.ALL
                    : c.managedLocationIds.map((id) => locationName.get(id) ?? id).join(', '),
                ]),
              },
            ];
          case 'bills':
            return [
              {
                title: 'Bills',
                columns: ['Policy coverages', 'Location', 'Contact', 'Category'],
                weights: [4, 4, 3, 3],
                rows: bills.map((b) => [
                  b.slfCoverages.join(', ') || EMPTY,
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
      title: EIF_STEP_TITLES[step.id] ?? step.id,
      sections: step.subSteps.map((sub): SummarySection => ({
        title:
          sub.id === 'non-class-benefits-preferences' && applicability.nonClassTitle
            ? EIF_NON_CLASS_TITLES[applicability.nonClassTitle]
            : (EIF_SUB_STEP_TITLES[sub.id] ?? sub.id),
        rows: [
          ...sub.questions.map((q): [string, string] => {
            const label = LABELS[q.scope][q.field] ?? q.field;
            const record = about(q.recordId);
            return [record ? `${label} (${record})` : label, answerText(q.kind, q.value, recordName(q))];
          }),
          ...(sub.records.includes('taxId') ? [['Tax ID', detail.taxId ?? EMPTY] as [string, string]] : []),
        ],
        tables: tables(sub.records),
      })),
    }));

    const signedAt = loaded.settings.eifSignedAt;
    const pending = changes.filter((c) => c.status === 'pending').length;
    return {
      title: 'Company Information Summary',
      subtitle: detail.name,
      notes: [
        `Prepared ${when.format(new Date())}`,
        signedAt ? `Signed ${when.format(new Date(signedAt))}` : 'Not signed yet',
        ...(signedAt && pending > 0
          ? [
              `${pending} ${pending === 1 ? 'change' : 'changes'} since the signing, pending review, not included`,
            ]
          : []),
      ],
      steps,
      emptyValue: EMPTY,
    };
  }
}

function policiesTable(detail: ClientDto): SummaryTable {
  return {
    title: 'Policies',
    columns: ['Coverages', 'Effective', 'Situs state', 'Primary'],
    rows: detail.policies.map((p) => [
      p.slfCoverages.join(', ') || EMPTY,
      p.policyEffective ?? EMPTY,
      p.issuedStateSitus ?? EMPTY,
      p.primaryPolicy ? EIF_YES_NO.yes : EIF_YES_NO.no,
    ]),
  };
}
