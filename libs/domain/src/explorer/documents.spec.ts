import { describe, expect, test } from '@jest/globals';
import { collectDocuments } from './documents.js';

const doc = (benefitType: string, documentKey: string, id = documentKey) => ({
  benefitType,
  documentKey,
  id,
});

describe('collectDocuments (explorer spec §5, §9: 15 per benefit type, duplicates by key dropped)', () => {
  test('15 documents of a benefit type are kept, the 16th dropped', () => {
    const docs = Array.from({ length: 16 }, (_, i) => doc('MEDICAL', `k${i}`));
    expect(collectDocuments(docs.slice(0, 15))).toHaveLength(15);
    expect(collectDocuments(docs).map((d) => d.documentKey)).toEqual(
      docs.slice(0, 15).map((d) => d.documentKey),
    );
  });

  test('the cap is per benefit type', () => {
    const docs = [
      ...Array.from({ length: 20 }, (_, i) => doc('MEDICAL', `m${i}`)),
      ...Array.from({ length: 3 }, (_, i) => doc('DENTAL', `d${i}`)),
    ];
    const kept = collectDocuments(docs);
    expect(kept.filter((d) => d.benefitType === 'MEDICAL')).toHaveLength(15);
    expect(kept.filter((d) => d.benefitType === 'DENTAL')).toHaveLength(3);
  });

  test('a duplicate key is dropped, the first kept, and does not count toward the cap', () => {
    const docs = [doc('MEDICAL', 'a', '1'), doc('MEDICAL', 'a', '2'), doc('MEDICAL', 'b', '3')];
    expect(collectDocuments(docs).map((d) => d.id)).toEqual(['1', '3']);
    const many = [
      ...Array.from({ length: 10 }, () => doc('VISION', 'same')),
      ...Array.from({ length: 15 }, (_, i) => doc('VISION', `v${i}`)),
    ];
    expect(collectDocuments(many)).toHaveLength(15);
    expect(collectDocuments(many).map((d) => d.documentKey)).toEqual([
      'same',
      ...Array.from({ length: 14 }, (_, i) => `v${i}`),
    ]);
  });

  test('the same key under two benefit types is kept under each', () => {
    expect(collectDocuments([doc('MEDICAL', 'x'), doc('DENTAL', 'x')])).toHaveLength(2);
  });

  test('nothing in, nothing out', () => {
    expect(collectDocuments([])).toEqual([]);
  });
});
