import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../../../app/paths.js';
import '../explorer.css';

/** Placeholder while a page or its data loads; it fills the screen, so nothing below jumps (CLS). */
export function ExplorerSkeleton() {
  const { t } = useTranslation();
  return (
    <main className="xp-main xp-main-loading" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <div className="xp-skeleton" role="status" aria-label={t('loading')} data-testid="page-skeleton">
        <div className="xp-bone xp-bone-title" />
        <div className="xp-bone" />
        <div className="xp-bone" />
        <div className="xp-bone" />
        <div className="xp-bone xp-bone-block" />
      </div>
    </main>
  );
}
