/**
 * The tab index of one option of a Chakra radio group: the group is one Tab stop, at the chosen option or, with
 * none chosen, at the first, as native radio groups and the WAI-ARIA radio group pattern have it; the arrow keys
 * move between the options (they reach options out of the Tab order too). Set explicitly because Chromium made
 * every option of a Chakra (Zag) group with no answer yet a Tab stop of its own, which a plain HTML copy of the
 * same markup does not do (found by the EIF's keyboard-only browser test).
 */
export function radioTabIndex(
  option: string,
  chosen: string | null | undefined,
  options: readonly string[],
): 0 | -1 {
  const stop = chosen && options.includes(chosen) ? chosen : options[0];
  return option === stop ? 0 : -1;
}
