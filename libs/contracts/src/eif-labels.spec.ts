import { describe, expect, test } from '@jest/globals';
import { EIF_CLIENT_FIELDS, EIF_PLAN_FIELDS, EIF_POLICY_FIELDS, type EifFieldKind } from './eif-fields.js';
import { EIF_CLIENT_LABELS, EIF_OPTION_LABELS, EIF_PLAN_LABELS, EIF_POLICY_LABELS } from './eif-labels.js';

const tables: [string, Record<string, EifFieldKind>, Record<string, string>][] = [
  ['client', EIF_CLIENT_FIELDS, EIF_CLIENT_LABELS],
  ['policy', EIF_POLICY_FIELDS, EIF_POLICY_LABELS],
  ['plan', EIF_PLAN_FIELDS, EIF_PLAN_LABELS],
];

describe('the EIF questions in English', () => {
  test.each(tables)(
    'every %s answer has a question and no question is left over',
    (_name, fields, labels) => {
      expect(Object.keys(labels).sort()).toEqual(Object.keys(fields).sort());
      for (const label of Object.values(labels)) expect(label.trim()).not.toBe('');
    },
  );

  test.each(tables)('every option of a %s answer has a label', (_name, fields) => {
    const missing = Object.values(fields)
      .flatMap((f) => (f.kind === 'enum' || f.kind === 'enumList' ? f.values : []))
      .filter((value) => !EIF_OPTION_LABELS[value]);
    expect(missing).toEqual([]);
  });
});
