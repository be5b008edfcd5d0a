import type { ReceivedMessage } from './smtp-sink.js';

/**
 * The inbox a person running `npm start` opens to follow activation links. Everything that came in by mail
 * is attacker-controlled as far as this page knows: every value is escaped, only http(s) URLs become links,
 * and the page's CSP (set by the route) forbids scripts.
 */

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
// Sentence punctuation after a link ("open https://x/y.") is not part of it.
const TRAILING = /[.,;:!?)\]]+$/;

/** Escaped text with its http(s) URLs as links; nothing else in it can become markup. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMessage(message: ReceivedMessage): string {
  const html = message.html
    ? `<details><summary>HTML part</summary><iframe sandbox title="HTML part" srcdoc="${escapeHtml(message.html)}"></iframe></details>`
    : '';
  return `<article>
  <h2>${escapeHtml(message.subject || '(no subject)')}</h2>
  <p class="meta">From ${escapeHtml(message.from)} to ${escapeHtml(message.to.join(', '))}, ${escapeHtml(message.receivedAt)}
  · <a href="/mail/messages/${encodeURIComponent(message.id)}">JSON</a>
  · Message-ID ${escapeHtml(message.messageId ?? '(none)')}</p>
  <pre>${linkify(message.text)}</pre>
  ${html}
</article>`;
}

export function renderInbox(messages: ReceivedMessage[], to: string | undefined): string {
  const list = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No mail yet. Messages sent to the SMTP sink appear here, newest first.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Stand-in inbox</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a202c; }
article { border: 1px solid #cbd5e0; border-radius: 6px; padding: 0.75rem 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
.meta { color: #4a5568; font-size: 0.85rem; margin: 0 0 0.5rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; background: #f7fafc; padding: 0.5rem; }
iframe { width: 100%; height: 20rem; border: 1px solid #e2e8f0; }
</style>
</head>
<body>
<h1>Stand-in inbox</h1>
<form method="get" action="/mail/">
  <label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label>
  <button type="submit">Filter</button> <a href="/mail/">All</a> · ${messages.length} message(s), newest first ·
  reload to refresh · <code>curl -X DELETE …/mail/messages</code> empties it
</form>
${list}
</body>
</html>`;
}
