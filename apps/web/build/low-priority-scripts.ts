import type { Plugin } from 'vite';

/**
 * Marks the scripts of one built page `fetchpriority="low"` (its entry script and its modulepreload links).
 * For the public explorer (explorer.html, decision 184): its first HTML already carries the page's content and
 * stylesheet, the scripts only add the controls, so the first paint must not wait behind them; at high priority
 * they compete with the document on a slow phone network, and Lighthouse then counts them into the first paint.
 */
export function lowPriorityScripts(page: string): Plugin {
  return {
    name: 'onboard:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path }) {
        if (!path.endsWith(`/${page}`)) return html;
        return html
          .replace(
            /<script type="module"(?![^>]*fetchpriority)/g,
            '<script type="module" fetchpriority="low"',
          )
          .replace(
            /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
            '<link rel="modulepreload" fetchpriority="low"',
          );
      },
    },
  };
}
