// Jest's test sequencer for runs of group files (scripts/lib/test-groups.mjs): the heaviest group first, by the
// weight its first line tells (`// weight: <n>`), so the lighter groups fill in behind on the other worker
// (longest first). Files without a weight come after them in the order Jest gave.
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

const WEIGHT = /^\/\/ weight: ([\d.]+)/;

/** The weight on the first line of `path`, or -1 when it has none. */
function weightOf(path) {
  try {
    const match = WEIGHT.exec(readFileSync(path, 'utf8'));
    return match ? Number(match[1]) : -1;
  } catch {
    return -1;
  }
}

class GroupSequencer extends Sequencer {
  sort(tests) {
    const weights = new Map(tests.map((test) => [test, weightOf(test.path)]));
    return [...tests].sort((a, b) => weights.get(b) - weights.get(a));
  }
}

module.exports = GroupSequencer;
