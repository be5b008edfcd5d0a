import { can } from '@onboard/contracts';
import { useEffect, useRef } from 'react';
import { useSession } from '../../auth/hooks/useSession.js';
import { useMarkStepViewedMutation } from './resourcesApi.js';

/**
 * Records a step or section of the hub as viewed once per page opening (decision 128): the server keeps the
 * first time of a client user and ignores staff. Callers without update on the client send nothing.
 */
export function useMarkStepViewed(clientId: string, stepKey: string): void {
  const { principal } = useSession();
  const allowed = can(principal, 'update', 'client', { clientId });
  const [markStepViewed] = useMarkStepViewedMutation();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${clientId}/${stepKey}`;
    if (!allowed || marked.current === key) return;
    marked.current = key;
    void markStepViewed({ clientId, stepKey });
  }, [clientId, stepKey, allowed, markStepViewed]);
}
