import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../hooks/useFormatDateTime.js';

/** An instant as the change records hold one (a stamp such as "signed at"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The entities whose attributes are the EIF's questions (their labels are the questions'). */
const QUESTION_GROUPS = { Client: 'client', Policy: 'policy', Plan: 'plan' } as const;

/** What names a change: its entity, the attribute, and the record's name when the change tells it. */
export type ChangeSubject = { entity: string; attributeKey: string; label?: string | null };

/**
 * A change in words, for the review of changes after signing and for the audit trail: a value as the form
 * shows it, the entity and attribute by their labels (the question, for the EIF's answers). `names` are the
 * records' names by id (the review's and the change log's `names`, and the people the page knows).
 */
export function useChangeText(names: Readonly<Record<string, string>> = {}) {
  const { t } = useTranslation('eif');
  const format = useFormatDateTime();
  const value = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    // A record an answer names (a platform, a contact, a location) by its name, never its id.
    if (typeof v === 'string' && names[v.toLowerCase()] !== undefined)
      return names[v.toLowerCase()] as string;
    if (typeof v === 'boolean') return t(v ? 'yes' : 'no');
    if (Array.isArray(v)) return v.map(value).join(', ');
    // A stamp (signed at, pushed at) as a date and time in the reader's words, never ISO text.
    if (typeof v === 'string' && ISO_INSTANT.test(v)) return format(v);
    if (typeof v === 'string') return t(`options.${v}`, { defaultValue: v });
    if (typeof v === 'number') return String(v);
    // A record's nested fields (a QPS class, a welcome step) as `field: value; …`, never JSON.
    if (typeof v === 'object') {
      return Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== null && x !== undefined && x !== '')
        .map(
          ([k, x]) =>
            `${t(`changes.attributes.${k}` as 'changes.attributes.name', { defaultValue: k })}: ${value(x)}`,
        )
        .join('; ');
    }
    return String(v as string);
  };
  const entity = (name: string): string =>
    t(`changes.entities.${name}` as 'changes.entities.Location', { defaultValue: name });
  const attribute = (entityName: string, attributeKey: string): string => {
    const plain = t(`changes.attributes.${attributeKey}` as 'changes.attributes.name', {
      defaultValue: attributeKey,
    });
    const group = QUESTION_GROUPS[entityName as keyof typeof QUESTION_GROUPS];
    // An answer by its question; a field of the record that is no question (a client's case id) by its name.
    if (group)
      return t(`questions.${group}.${attributeKey}` as 'questions.client.erisaHasPlan', {
        defaultValue: plain,
      });
    return plain;
  };
  const what = (c: ChangeSubject): string => {
    if (c.entity in QUESTION_GROUPS) return attribute(c.entity, c.attributeKey);
    return `${entity(c.entity)}${c.label ? ` “${c.label}”` : ''}: ${attribute(c.entity, c.attributeKey)}`;
  };
  return { value, entity, attribute, what };
}
