/** The contracts' English messages as i18next writes them: a number placeholder formatted for the language. */
export function templatesOf<TKey extends string>(
  templates: Readonly<Record<TKey, string>>,
): Record<TKey, string> {
  const entries = Object.entries(templates) as Array<[TKey, string]>;
  return Object.fromEntries(
    entries.map(([key, text]) => [key, text.replace(/\{\{(max|min|divisor)\}\}/g, '{{$1, number}}')]),
  ) as Record<TKey, string>;
}
