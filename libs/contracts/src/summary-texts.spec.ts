import { describe, expect, test } from '@jest/globals';
import { SUMMARY_LANGUAGES, SUMMARY_TEXTS } from './summary-texts.js';

const { en, es } = SUMMARY_TEXTS;
const keys = (record: object) => Object.keys(record).sort();

describe('the summary in both languages (decision 217)', () => {
  test('Spanish names every step, sub-step, question, option and record label English names', () => {
    expect(SUMMARY_LANGUAGES).toEqual(['en', 'es']);
    for (const part of [
      'steps',
      'subSteps',
      'nonClassTitles',
      'options',
      'benefitTypes',
      'employmentTypes',
      'compensationTypes',
      'contactTypes',
      'contactAccess',
      'locationScope',
      'tables',
    ] as const) {
      expect(keys(es[part])).toEqual(keys(en[part]));
    }
    for (const scope of ['client', 'policy', 'plan'] as const) {
      expect(keys(es.questions[scope])).toEqual(keys(en.questions[scope]));
    }
    for (const [name, table] of Object.entries(en.tables)) {
      expect(es.tables[name as keyof typeof en.tables].columns).toHaveLength(table.columns.length);
    }
  });

  test('a state-made coverage is named from its state and funding; others by code, else as they came', () => {
    const pfml = { code: 'DE_PFML_ASO', name: 'DE PFML ASO', kind: 'pfml', funding: 'ASO', state: 'DE' };
    expect(es.coverageName(pfml)).toBe('PFML ASO de DE');
    expect(es.coverageName({ ...pfml, funding: 'FULLY_INSURED', state: 'NJ' })).toBe(
      'PFML totalmente asegurado de NJ',
    );
    expect(
      es.coverageName({
        code: 'CA_PREPAID',
        name: 'CA Prepaid Dental',
        kind: 'prepaidDental',
        funding: 'FULLY_INSURED',
        state: 'CA',
      }),
    ).toBe('Dental prepagado de CA');
    expect(
      es.coverageName({ code: 'BASIC_LIFE', name: 'Basic Life', kind: 'standard', funding: 'FULLY_INSURED' }),
    ).toBe('Vida básica');
    expect(es.coverageName({ code: 'NEW_ONE', name: 'New One', kind: 'standard', funding: 'ASO' })).toBe(
      'New One',
    );
    expect(en.coverageName(pfml)).toBe('DE PFML ASO');
  });

  test('counts, pages and other pay read as sentences in each language', () => {
    expect([en.pending(1), en.pending(3)]).toEqual([
      '1 change since the signing, pending review, not included',
      '3 changes since the signing, pending review, not included',
    ]);
    expect([es.pending(1), es.pending(3)]).toEqual([
      '1 cambio desde la firma, pendiente de revisión, no incluido',
      '3 cambios desde la firma, pendientes de revisión, no incluidos',
    ]);
    expect([en.page(2, 5), es.page(2, 5)]).toEqual(['Page 2 of 5', 'Página 2 de 5']);
    expect([en.otherPay('Stipend'), es.otherPay('Estipendio')]).toEqual([
      'Other: Stipend',
      'Otro: Estipendio',
    ]);
    expect([en.timeZone('America/Chicago'), es.timeZone('America/Chicago')]).toEqual([
      'Dates and times are in the America/Chicago time zone.',
      'Las fechas y horas están en la zona horaria America/Chicago.',
    ]);
  });
});
