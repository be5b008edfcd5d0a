import { describe, expect, test } from '@jest/globals';
import { changeDetailsOf } from './change-records.js';

describe('the details of a change', () => {
  const attributes = ['name', 'employeesNumber', 'completedSetupAt', 'client'];

  test('a create lists what has a value, as new', () => {
    expect(
      changeDetailsOf(
        'create',
        attributes,
        { name: 'Acme', employeesNumber: null, client: 'c-1' },
        undefined,
      ),
    ).toEqual([
      { attributeKey: 'name', value: 'Acme', previousValue: null },
      { attributeKey: 'client', value: 'c-1', previousValue: null },
    ]);
  });

  test('an update lists only what its payload changed, dates as ISO strings', () => {
    expect(
      changeDetailsOf(
        'update',
        attributes,
        { completedSetupAt: new Date('2026-11-20T10:00:00Z'), employeesNumber: null },
        { name: 'Acme', employeesNumber: 40, completedSetupAt: null },
      ),
    ).toEqual([
      { attributeKey: 'employeesNumber', value: null, previousValue: 40 },
      { attributeKey: 'completedSetupAt', value: '2026-11-20T10:00:00.000Z', previousValue: null },
    ]);
  });

  test('a delete lists what had a value, as previous; attributes not listed are never recorded', () => {
    expect(
      changeDetailsOf('delete', attributes, {}, { id: 'x', name: 'Acme', updatedAt: 'then', client: 'c-1' }),
    ).toEqual([
      { attributeKey: 'name', value: null, previousValue: 'Acme' },
      { attributeKey: 'client', value: null, previousValue: 'c-1' },
    ]);
  });
});
