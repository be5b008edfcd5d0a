import { SkipNavLink } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../app/paths.js';

/**
 * The first focusable element of every page: hidden until focused, it moves focus to <main>. Focus is
 * moved by hand because following "#main-content" would also change the URL the router listens to.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    // focus() also scrolls the target into view.
    target.focus();
  };
  return (
    <SkipNavLink id={MAIN_CONTENT_ID} onClick={onClick}>
      {t('skipToContent')}
    </SkipNavLink>
  );
}
