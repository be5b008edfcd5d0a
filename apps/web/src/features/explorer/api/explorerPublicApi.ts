import {
  EXPLORER_PUBLIC_CALLS as C,
  REFERENCE_CALLS,
  type Configuration,
  fillPath,
  type DemoEnrollmentStatus,
  type ExplorerLeadInput,
  type ExplorerPublicPage,
  type ExplorerShareInput,
} from '@onboard/contracts';
import { useCallback, useEffect, useState } from 'react';
import { plainCall, type CallFailure } from '../../../app/plainCall.js';

/*
 * The public explorer's calls (explorer spec §7): the page fetch, the lead form and the share. No sign-in and
 * no store (decision 176): plain fetch hooks, so the explorer does not need the portal's Redux store or its
 * RTK Query slice. Failures have RTK Query's error shape ({status, data}) for callErrorOf / formErrorsOf.
 */

export type ExplorerPageArg = { explorerPageId: string; demoEnrollmentStatus?: DemoEnrollmentStatus | null };
export type { CallFailure };

/** The id of the script element the gateway writes the page's data in (decision 177). */
export const EXPLORER_DATA_ELEMENT_ID = 'explorer-page-data';
type Inlined = { explorerPageId: string; demoEnrollmentStatus: DemoEnrollmentStatus | null; page: unknown };

/** The page the gateway rendered into the first HTML, when it is the one asked for (taken once, then gone). */
function takeInlinedPage(arg: ExplorerPageArg): ExplorerPublicPage | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(EXPLORER_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const inlined = JSON.parse(element.textContent) as Inlined;
    const same =
      inlined.explorerPageId.toLowerCase() === arg.explorerPageId.toLowerCase() &&
      (inlined.demoEnrollmentStatus ?? null) === (arg.demoEnrollmentStatus ?? null);
    if (!same) return undefined;
    return inlined.page as ExplorerPublicPage;
  } catch {
    return undefined;
  }
}

const pageCache = new Map<string, ExplorerPublicPage>();
const pageUrl = ({ explorerPageId, demoEnrollmentStatus }: ExplorerPageArg) =>
  `/api${fillPath(C.explorerPublicPage.path, { explorerPageId })}${
    demoEnrollmentStatus ? `?demoEnrollmentStatus=${encodeURIComponent(demoEnrollmentStatus)}` : ''
  }`;

/** Drops the remembered pages (tests; a page is otherwise kept for the visit, as the gateway caches it 60 s). */
export function forgetExplorerPages(): void {
  pageCache.clear();
  configuration = undefined;
}

/** GET /api/explorer-pages/:explorerPageId: the inlined page first, then the visit's cache, then the call. */
export function useGetExplorerPublicPageQuery(arg: ExplorerPageArg): {
  data: ExplorerPublicPage | undefined;
  error: CallFailure | undefined;
  isLoading: boolean;
} {
  const url = pageUrl(arg);
  const [state, setState] = useState<{ url: string; data?: ExplorerPublicPage; error?: CallFailure }>(() => {
    const inlined = takeInlinedPage(arg);
    if (inlined) pageCache.set(url, inlined);
    return { url, data: pageCache.get(url) };
  });
  const current = state.url === url ? state : { url, data: pageCache.get(url) };
  const known = current.data !== undefined || current.error !== undefined;
  useEffect(() => {
    if (known) return;
    let live = true;
    plainCall<ExplorerPublicPage>(url).then(
      (data) => {
        pageCache.set(url, data);
        if (live) setState({ url, data });
      },
      (error: CallFailure) => live && setState({ url, error }),
    );
    return () => {
      live = false;
    };
  }, [url, known]);
  return { data: current.data, error: current.error, isLoading: !known };
}

function csrfHeader(): Record<string, string> {
  const match =
    typeof document === 'undefined' ? null : /(?:^|;\s*)onboard_csrf=([^;]*)/.exec(document.cookie);
  return match?.[1] ? { 'x-csrf-token': decodeURIComponent(match[1]) } : {};
}

/** A POST hook with RTK Query's mutation shape: `[send, {isLoading}]`, `send(arg).unwrap()`. */
function useMutation<A>(request: (arg: A) => { url: string; body: unknown }) {
  const [isLoading, setLoading] = useState(false);
  const send = useCallback(
    (arg: A) => {
      const { url, body } = request(arg);
      setLoading(true);
      const done = plainCall<{ sent: true }>(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...csrfHeader() },
        body: JSON.stringify(body),
      }).finally(() => setLoading(false));
      return { unwrap: () => done };
    },
    [request],
  );
  return [send, { isLoading }] as const;
}

const leadRequest = (body: ExplorerLeadInput) => ({ url: `/api${C.explorerLeadSend.path}`, body });
const shareRequest = ({ explorerPageId, body }: { explorerPageId: string; body: ExplorerShareInput }) => ({
  url: `/api${fillPath(C.explorerShareSend.path, { explorerPageId })}`,
  body,
});

export const useSendExplorerLeadMutation = () => useMutation(leadRequest);
export const useSendExplorerShareMutation = () => useMutation(shareRequest);

let configuration: Promise<Configuration | undefined> | undefined;

/** GET /api/configuration (the reCAPTCHA site key), once per visit; undefined until it answers or if it fails. */
export function useExplorerConfiguration(): Configuration | undefined {
  const [value, setValue] = useState<Configuration | undefined>();
  useEffect(() => {
    let live = true;
    configuration ??= plainCall<Configuration>(`/api${REFERENCE_CALLS.configuration.path}`).catch(() => {
      configuration = undefined;
      return undefined;
    });
    void configuration.then((answer) => live && setValue(answer));
    return () => {
      live = false;
    };
  }, []);
  return value;
}
