import { CENSUS_FIELDS, CENSUS_MESSAGES, type CensusMessageCode } from '@onboard/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An issue as the service writes it: its message code and English text (placeholders filled in). */
export type IssueText = { code: string; message: string };

const isCode = (code: string): code is CensusMessageCode => Object.hasOwn(CENSUS_MESSAGES, code);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English template of a code as a pattern that reads its placeholders back out of a message. */
const patterns = new Map<string, RegExp>();
function patternOf(code: CensusMessageCode): RegExp {
  let pattern = patterns.get(code);
  if (!pattern) {
    const parts = (CENSUS_MESSAGES[code] as string).split(/\{\{(\w+)\}\}/);
    const source = parts.map((part, i) => (i % 2 === 1 ? `(?<${part}>.+?)` : escape(part))).join('');
    pattern = new RegExp(`^${source}$`, 's');
    patterns.set(code, pattern);
  }
  return pattern;
}

/** The placeholders of an English census message, or null when it does not read as its code's template. */
export function issueParams(issue: IssueText): Record<string, string> | null {
  if (!isCode(issue.code)) return null;
  const match = patternOf(issue.code).exec(issue.message);
  return match ? { ...match.groups } : null;
}

const FIELD_ID_OF_LABEL = new Map(CENSUS_FIELDS.map((field) => [field.label, field.id]));

/**
 * An issue's message in the user's language: the service sends the code and the English text (decision 120),
 * so the text is read back into its placeholders and the code's template of the `census:issues` namespace is
 * filled with them (a field's English label becomes its label in the language, a number is written the
 * language's way). A message that does not read as its template is shown as it came.
 */
export function useIssueMessage(): (issue: IssueText) => string {
  const { t, i18n } = useTranslation('census');
  return useCallback(
    (issue: IssueText) => {
      if (i18n.language === 'en') return issue.message;
      const params = issueParams(issue);
      if (!params) return issue.message;
      const shown: Record<string, string> = {};
      for (const [name, value] of Object.entries(params)) {
        const fieldId = name === 'field' ? FIELD_ID_OF_LABEL.get(value) : undefined;
        if (fieldId) shown[name] = t(`fields.${fieldId}` as 'fields.ssn');
        else if (/^\d{1,3}(,\d{3})*$/.test(value))
          shown[name] = Number(value.replace(/,/g, '')).toLocaleString(i18n.language);
        else shown[name] = value;
      }
      return t(`issues.${issue.code}` as 'issues.required', { ...shown, defaultValue: issue.message });
    },
    [t, i18n.language],
  );
}
