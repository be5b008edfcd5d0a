/**
 * What a spec file finds when it runs alone, in a jsdom of its own, put back before a file that runs in a group
 * (decision 242, scripts/lib/file-scope-transform.cjs): empty storage, no cookies, no title, the page at `/`. What a file
 * changes beyond the page (a module's state, a global it replaces) it puts back itself, as it must anyway between
 * its own tests.
 */
export default function asIfNewPage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.title = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
