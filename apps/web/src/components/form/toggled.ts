/**
 * A checkbox list's new choice after `item` was checked (`on`) or unchecked: the chosen items kept in the
 * catalogue's order (`all`), so saved answers do not depend on the order of the clicks.
 */
export function toggled<T>(all: readonly T[], chosen: readonly T[], item: T, on: boolean): T[] {
  return on ? all.filter((x) => x === item || chosen.includes(x)) : chosen.filter((x) => x !== item);
}
