// No zod here: the words of the Company Information Summary the service builds (its PDF, and its page for the
// outside signer, who cannot open the EIF's own pages), in each language the portal speaks (issue 28 item 7).
import {
  BENEFIT_TYPE_LABELS,
  COMPENSATION_TYPE_LABELS,
  CONTACT_ACCESS_LABELS,
  CONTACT_TYPE_LABELS,
  EIF_CLIENT_LABELS,
  EIF_NON_CLASS_TITLES,
  EIF_OPTION_LABELS,
  EIF_PLAN_LABELS,
  EIF_POLICY_LABELS,
  EIF_STEP_TITLES,
  EIF_SUB_STEP_TITLES,
  EIF_YES_NO,
  EMPLOYMENT_TYPE_LABELS,
  LOCATION_SCOPE_LABELS,
} from './eif-labels.js';
import {
  BENEFIT_TYPE_LABELS_ES,
  COMPENSATION_TYPE_LABELS_ES,
  CONTACT_ACCESS_LABELS_ES,
  CONTACT_TYPE_LABELS_ES,
  COVERAGE_NAME_PATTERNS_ES,
  COVERAGE_NAMES_ES,
  EIF_CLIENT_LABELS_ES,
  EIF_NON_CLASS_TITLES_ES,
  EIF_OPTION_LABELS_ES,
  EIF_PLAN_LABELS_ES,
  EIF_POLICY_LABELS_ES,
  EIF_STEP_TITLES_ES,
  EIF_SUB_STEP_TITLES_ES,
  EIF_YES_NO_ES,
  EMPLOYMENT_TYPE_LABELS_ES,
  LOCATION_SCOPE_LABELS_ES,
} from './eif-labels-es.js';
import type { BenefitType } from './enums.js';

/** The languages the summary is written in (the portal's two). */
export const SUMMARY_LANGUAGES = ['en', 'es'] as const;
export type SummaryLanguage = (typeof SUMMARY_LANGUAGES)[number];

/** A coverage of the catalogue (libs/domain coverages.ts), as much of it as its name needs. */
type NamedCoverage = { code: string; name: string; kind: string; funding: string; state?: string };

type Table = { title: string; columns: string[] };

export interface SummaryTexts {
  /** For Intl (dates, months). */
  locale: string;
  title: string;
  steps: Record<string, string>;
  subSteps: Record<string, string>;
  nonClassTitles: Record<keyof typeof EIF_NON_CLASS_TITLES, string>;
  questions: Record<'client' | 'policy' | 'plan', Record<string, string>>;
  options: Record<string, string>;
  yes: string;
  no: string;
  benefitTypes: Record<BenefitType, string>;
  coverageName: (coverage: NamedCoverage) => string;
  employmentTypes: Record<keyof typeof EMPLOYMENT_TYPE_LABELS, string>;
  compensationTypes: Record<keyof typeof COMPENSATION_TYPE_LABELS, string>;
  contactTypes: Record<keyof typeof CONTACT_TYPE_LABELS, string>;
  contactAccess: Record<keyof typeof CONTACT_ACCESS_LABELS, string>;
  locationScope: Record<keyof typeof LOCATION_SCOPE_LABELS, string>;
  taxId: string;
  otherPay: (description: string) => string;
  tables: {
    locations: Table;
    classes: Table;
    compensations: Table;
    policies: Table;
    subsidiaries: Table;
    claimsReports: Table;
    contacts: Table;
    bills: Table;
  };
  prepared: (when: string) => string;
  signed: (when: string) => string;
  notSigned: string;
  pending: (count: number) => string;
  /** The zone the dates are in, stated (the web asks for the reader's own: decision 217). */
  timeZone: (zone: string) => string;
  page: (page: number, pages: number) => string;
}

/** A `{{name}}` pattern filled in. */
const fill = (pattern: string, values: Record<string, string>): string =>
  pattern.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

const table = (title: string, ...columns: string[]): Table => ({
  title,
  columns,
});

const en: SummaryTexts = {
  locale: 'en-US',
  title: 'Company Information Summary',
  steps: EIF_STEP_TITLES,
  subSteps: EIF_SUB_STEP_TITLES,
  nonClassTitles: EIF_NON_CLASS_TITLES,
  questions: { client: EIF_CLIENT_LABELS, policy: EIF_POLICY_LABELS, plan: EIF_PLAN_LABELS },
  options: EIF_OPTION_LABELS,
  yes: EIF_YES_NO.yes,
  no: EIF_YES_NO.no,
  benefitTypes: BENEFIT_TYPE_LABELS,
  coverageName: (coverage) => coverage.name,
  employmentTypes: EMPLOYMENT_TYPE_LABELS,
  compensationTypes: COMPENSATION_TYPE_LABELS,
  contactTypes: CONTACT_TYPE_LABELS,
  contactAccess: CONTACT_ACCESS_LABELS,
  locationScope: LOCATION_SCOPE_LABELS,
  taxId: 'Tax ID',
  otherPay: (description) => `Other: ${description}`,
  tables: {
    locations: table('Locations', 'Name', 'Address', 'City', 'State', 'Zip code'),
    classes: table('Employee classes', 'Class', 'Employees', 'Minimum hours a week', 'Description'),
    compensations: table('Pay beyond base earnings', 'Pay', 'Counts toward covered earnings'),
    policies: table('Policies', 'Coverages', 'Effective', 'Situs state', 'Primary'),
    subsidiaries: table('Subsidiaries and affiliates', 'Name', 'Tax ID', 'Employees', 'Location'),
    claimsReports: table('Monthly claims reports', 'Mailed to', 'Addressed to'),
    contacts: table('Contacts', 'Name', 'Role', 'E-mail and phone', 'Access', 'Locations'),
    bills: table('Bills', 'Policy coverages', 'Location', 'Contact', 'Category'),
  },
  prepared: (when) => `Prepared ${when}`,
  signed: (when) => `Signed ${when}`,
  notSigned: 'Not signed yet',
  pending: (count) =>
    `${count} ${count === 1 ? 'change' : 'changes'} since the signing, pending review, not included`,
  timeZone: (zone) => `Dates and times are in the ${zone} time zone.`,
  page: (page, pages) => `Page ${page} of ${pages}`,
};

const es: SummaryTexts = {
  locale: 'es',
  title: 'Resumen de la información de la empresa',
  steps: EIF_STEP_TITLES_ES,
  subSteps: EIF_SUB_STEP_TITLES_ES,
  nonClassTitles: EIF_NON_CLASS_TITLES_ES,
  questions: { client: EIF_CLIENT_LABELS_ES, policy: EIF_POLICY_LABELS_ES, plan: EIF_PLAN_LABELS_ES },
  options: EIF_OPTION_LABELS_ES,
  yes: EIF_YES_NO_ES.yes,
  no: EIF_YES_NO_ES.no,
  benefitTypes: BENEFIT_TYPE_LABELS_ES,
  coverageName: (coverage) => {
    // The patterns the web's `hub` coverageNames use too (locales/es/hub.ts).
    const { pfml, prepaidDental, funding } = COVERAGE_NAME_PATTERNS_ES;
    if (coverage.kind === 'pfml' && coverage.state) {
      return fill(pfml, {
        state: coverage.state,
        funding: funding[coverage.funding === 'ASO' ? 'ASO' : 'FULLY_INSURED'],
      });
    }
    if (coverage.kind === 'prepaidDental' && coverage.state)
      return fill(prepaidDental, { state: coverage.state });
    return COVERAGE_NAMES_ES[coverage.code] ?? coverage.name;
  },
  employmentTypes: EMPLOYMENT_TYPE_LABELS_ES,
  compensationTypes: COMPENSATION_TYPE_LABELS_ES,
  contactTypes: CONTACT_TYPE_LABELS_ES,
  contactAccess: CONTACT_ACCESS_LABELS_ES,
  locationScope: LOCATION_SCOPE_LABELS_ES,
  taxId: 'Número de identificación fiscal',
  otherPay: (description) => `Otro: ${description}`,
  tables: {
    locations: table('Ubicaciones', 'Nombre', 'Dirección', 'Ciudad', 'Estado', 'Código postal'),
    classes: table('Clases de empleados', 'Clase', 'Empleados', 'Horas mínimas por semana', 'Descripción'),
    compensations: table('Pagos además del salario base', 'Pago', 'Cuenta para los ingresos cubiertos'),
    policies: table('Pólizas', 'Coberturas', 'Vigencia', 'Estado de emisión', 'Principal'),
    subsidiaries: table(
      'Subsidiarias y afiliadas',
      'Nombre',
      'Número de identificación fiscal',
      'Empleados',
      'Ubicación',
    ),
    claimsReports: table('Informes mensuales de reclamaciones', 'Enviados a', 'Dirigidos a'),
    contacts: table(
      'Contactos',
      'Nombre',
      'Función',
      'Correo electrónico y teléfono',
      'Acceso',
      'Ubicaciones',
    ),
    bills: table('Facturas', 'Coberturas de la póliza', 'Ubicación', 'Contacto', 'Categoría'),
  },
  prepared: (when) => `Preparado el ${when}`,
  signed: (when) => `Firmado el ${when}`,
  notSigned: 'Todavía sin firmar',
  pending: (count) =>
    count === 1
      ? '1 cambio desde la firma, pendiente de revisión, no incluido'
      : `${count} cambios desde la firma, pendientes de revisión, no incluidos`,
  timeZone: (zone) => `Las fechas y horas están en la zona horaria ${zone}.`,
  page: (page, pages) => `Página ${page} de ${pages}`,
};

/** The summary's words in a language. */
export const SUMMARY_TEXTS: Record<SummaryLanguage, SummaryTexts> = { en, es };
