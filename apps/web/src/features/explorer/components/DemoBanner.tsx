import { DEMO_ENROLLMENT_STATUSES, type DemoEnrollmentStatus } from '@onboard/contracts';
import { useTranslation } from 'react-i18next';
import { useExplorerSearchParams } from '../routing.js';
import '../explorer.css';

/** The URL search parameter holding a demo site's enrollment view (explorer spec §2 "navigation state"). */
export const DEMO_STATUS_PARAM = 'enrollment';

const isDemoStatus = (value: string | null): value is DemoEnrollmentStatus =>
  (DEMO_ENROLLMENT_STATUSES as readonly (string | null)[]).includes(value);

/** The demo view the address asks for, if any. */
export function useDemoStatus(): [DemoEnrollmentStatus | null, (status: DemoEnrollmentStatus) => void] {
  const [params, setParams] = useExplorerSearchParams();
  const value = params.get(DEMO_STATUS_PARAM);
  const set = (status: DemoEnrollmentStatus) => {
    const next = new URLSearchParams(params);
    next.set(DEMO_STATUS_PARAM, status);
    setParams(next, { preventScrollReset: true });
  };
  return [isDemoStatus(value) ? value : null, set];
}

/** Spec §2: on a site that is not live, the pre/active/post enrollment toggles (kept in the address). */
export function DemoBanner({ status }: { status: DemoEnrollmentStatus }) {
  const { t } = useTranslation('explorer');
  const [, setStatus] = useDemoStatus();
  return (
    <div className="xp-banner xp-banner-demo" data-testid="demo-banner">
      <div className="xp-row">
        <p className="xp-strong">{t('demo.banner')}</p>
        <div className="xp-row xp-gap-1" role="group" aria-label={t('demo.group')}>
          {DEMO_ENROLLMENT_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              className={`xp-btn xp-btn-xs ${status === value ? 'xp-btn-dark' : 'xp-btn-outline'}`}
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
            >
              {t(`demo.${value}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
