import { useEffect, useRef, useState } from 'react';

/**
 * A text box whose value lives elsewhere (the address bar): typing shows at once, `commit` runs once typing
 * pauses for `delayMs`. When the outside value changes by itself (back/forward), the box follows, unless it
 * already says the same thing (`normalize`: e.g. a trailing space being typed is kept).
 */
export function useDebouncedText(
  external: string,
  commit: (value: string) => void,
  { delayMs = 300, normalize = (value: string) => value.trim() } = {},
): [string, (value: string) => void] {
  const [text, setText] = useState(external);
  const [seen, setSeen] = useState(external);
  if (external !== seen) {
    setSeen(external);
    if (normalize(text) !== external) setText(external);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  }, [commit]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestCommit.current(value), delayMs);
  };
  return [text, onChange];
}
