import { SkipNavLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../app/paths.js';
import { skipToMain } from './skipToMain.js';

/** The first focusable element of every page: hidden until focused, it moves focus to <main>. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <SkipNavLink id={MAIN_CONTENT_ID} onClick={skipToMain}>
      {t('skipToContent')}
    </SkipNavLink>
  );
}
