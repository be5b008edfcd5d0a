// The web tests' transform when several spec files run in one module registry (scripts/lib/web-test-groups.mjs,
// decision 242): swc as in jest.config.mjs, and before it each spec file's statements after its imports go into
// `describe('<the file>', () => { ... })`. So a file's top-level hooks (beforeEach, afterEach, ...) stay its own,
// as when it runs alone, and every test's name starts with its file. Line numbers do not move: the opening is
// written on the line of the first statement, the closing after the last. Before the file's tests the page is
// put back as a new one has it (asIfNewPage.ts): the group shares one jsdom.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const ts = require('typescript');
const swcJest = require('@swc/jest');

const SPEC = /\.spec\.tsx?$/;
const SCOPE = '__onboardFileScope';
const BEFORE = '__onboardBeforeFile';
const FRESH = '__onboardAsIfNewPage';
/** Puts back what a new page has before the file's tests (asIfNewPage.ts). */
const FRESH_MODULE = join(__dirname, 'asIfNewPage.ts');

/**
 * `source` with its statements after the imports inside a describe named `name`. Throws when an import follows
 * another statement (it could not stay a top-level import inside the block) or the file awaits at top level.
 */
function scoped(source, fileName, name) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const statements = file.statements;
  const first = statements.findIndex((s) => !ts.isImportDeclaration(s));
  if (first === -1) return source;
  const late = statements.slice(first).find((s) => ts.isImportDeclaration(s) || ts.isExportDeclaration(s));
  if (late) throw new Error(`${fileName}: an import or export after the first statement cannot be scoped`);
  if (file.flags & ts.NodeFlags.PossiblyContainsAwait && /^await\b/m.test(source))
    throw new Error(`${fileName}: a top-level await cannot be scoped`);
  const start = statements[first].getStart(file);
  return (
    `${source.slice(0, start)}${SCOPE}(${JSON.stringify(name)}, () => {${BEFORE}(${FRESH});${source.slice(start)}` +
    `\n});\nimport { beforeAll as ${BEFORE}, describe as ${SCOPE} } from '@jest/globals';\n` +
    `import { asIfNewPage as ${FRESH} } from ${JSON.stringify(FRESH_MODULE)};\n`
  );
}

/** This file's own text in the cache key: a change here compiles the specs again. */
const SELF = createHash('sha1').update(readFileSync(__filename)).digest('hex');

module.exports = {
  createTransformer(swcOptions) {
    const inner = swcJest.createTransformer(swcOptions);
    const wrap = (source, fileName, options) =>
      SPEC.test(fileName) ? scoped(source, fileName, relative(options.config.rootDir, fileName)) : source;
    return {
      process: (source, fileName, options) =>
        inner.process(wrap(source, fileName, options), fileName, options),
      processAsync: (source, fileName, options) =>
        inner.processAsync(wrap(source, fileName, options), fileName, options),
      getCacheKey: (source, fileName, options) =>
        createHash('sha1')
          .update(SELF)
          .update(inner.getCacheKey(source, fileName, options))
          .digest('hex'),
    };
  },
};
