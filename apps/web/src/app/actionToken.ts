/**
 * The outside signer's action-link token (decision 108). The e-mailed link carries it as `?token=`; the page
 * keeps it in this tab's session storage (and in memory, where storage is refused) and takes it off the
 * address, so it is neither bookmarked, copied with the address nor sent as a Referer; the outside-signer
 * calls send it in a header.
 */
const KEY = 'onboard.actionToken';
let inMemory: string | null = null;

export function actionToken(): string | null {
  try {
    return sessionStorage.getItem(KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

export function keepActionToken(token: string): void {
  inMemory = token;
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the token lives in memory for this page view.
  }
}
