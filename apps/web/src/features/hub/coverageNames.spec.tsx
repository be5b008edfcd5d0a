import { describe, expect, test } from '@jest/globals';
import { COVERAGES } from '@onboard/domain';
import { screen } from '@testing-library/react';
import { CLIENT_A, POLICY_A, clientDto } from '../../test/clients.js';
import { authUser } from '../../test/fakeGateway.js';
import { visitHub } from '../../test/tasks.js';
import { resources } from '../../i18n/allResources.js';
import { createI18n } from '../../i18n/index.js';
import { coverageName } from './useCoverageName.js';

const employer = () => authUser({ role: 'BEN_ADMIN', name: 'Erin Employer', clientIds: [CLIENT_A] });
const client = () => {
  const base = clientDto();
  return {
    ...base,
    policies: base.policies.map((p) => ({
      ...p,
      slfCoverages: ['Dental', 'Vision', 'Short Term Disability'],
    })),
  };
};

describe('coverage names in the user’s language', () => {
  test('every coverage of the catalogue has a Spanish name; an unknown name stays as given', () => {
    const es = createI18n('es', resources);
    const en = createI18n('en', resources);
    for (const coverage of COVERAGES) {
      expect(coverageName(en.getFixedT('en', 'hub'), coverage.name)).toBe(coverage.name);
      const spanish = coverageName(es.getFixedT('es', 'hub'), coverage.name);
      expect(spanish).not.toMatch(/coverageNames/);
      expect(spanish.length).toBeGreaterThan(0);
    }
    expect(coverageName(es.getFixedT('es', 'hub'), 'Short Term Disability')).toBe(
      'Discapacidad a corto plazo',
    );
    expect(coverageName(es.getFixedT('es', 'hub'), 'MA PFML Fully Insured')).toBe(
      'PFML totalmente asegurado de MA',
    );
    expect(coverageName(es.getFixedT('es', 'hub'), 'Pet insurance')).toBe('Pet insurance');
  });

  test('the hub home and a policy task page in Spanish name the coverages in Spanish', async () => {
    visitHub(`/client/${CLIENT_A}`, employer(), { client: client(), language: 'es' });
    expect(await screen.findByText('Póliza: Dental, Visión, Discapacidad a corto plazo')).toBeTruthy();
  });

  test('a policy task page in Spanish', async () => {
    visitHub(`/client/${CLIENT_A}/task/enrollment-elections/${POLICY_A}`, employer(), {
      client: client(),
      language: 'es',
    });
    expect(await screen.findByText('Coberturas: Dental, Visión, Discapacidad a corto plazo')).toBeTruthy();
  });
});
