import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayMessageOf, type ErrorTexts } from '../../../app/errors.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import { useSupportEmail } from './useConfiguration.js';

export type ErrorText = ErrorTexts & {
  /** The support e-mail of the configuration. */
  email: string;
  /** "Oops! Something went wrong. Please refresh the page and try again. If that doesn’t help, email {email}." */
  genericRefresh: string;
  /** The text to show for a failed call (see displayMessageOf). */
  messageOf: (error: unknown) => string;
};

/** The spec's error texts (section 8) in the user's language, with the support e-mail of the configuration. */
export function useErrorText(): ErrorText {
  const { t } = useTranslation('errors');
  const email = useSupportEmail();
  const texts = useMemo<ErrorTexts>(
    () => ({
      noResponse: t('noResponse'),
      generic: t('genericRetry', { email }),
      blocked: t('blocked'),
    }),
    [t, email],
  );
  // A 4xx message the web knows (a schema's or the gateway's) is shown in the user's language.
  const translate = useValidationMessage();
  const messageOf = useCallback(
    (error: unknown) => translate(displayMessageOf(error, texts)),
    [texts, translate],
  );
  return useMemo(
    () => ({ ...texts, email, genericRefresh: t('genericRefresh', { email }), messageOf }),
    [texts, email, t, messageOf],
  );
}
