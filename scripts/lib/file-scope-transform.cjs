// The unit and integration tests' transform when several spec files run in one module registry
// (scripts/lib/test-groups.mjs, decisions 242 and 244): swc as the project has it, and before it each spec
// file's statements after its imports go into `describe('<the file>', () => { ... })`. So a file's top-level
// hooks (beforeEach, afterEach, ...) stay its own, as when it runs alone, and every test's name starts with
// its file. Line numbers do not move: the opening is written on the line of the first statement, the closing
// after the last. With `beforeFile` (a module whose default export takes no argument), it runs before the
// file's tests: the web's puts the shared jsdom page back as a new one has it
// (apps/web/src/test/asIfNewPage.ts).
//
// Options: { swc: <@swc/jest's options>, beforeFile?: <absolute path> }.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { relative } = require('node:path');
const ts = require('typescript');
const swcJest = require('@swc/jest');

/** Spec files: the unit stage's `*.spec.ts(x)` and the integration stage's `*.integration-spec.ts`. */
const SPEC = /[.-]spec\.tsx?$/;
const SCOPE = '__onboardFileScope';
const BEFORE = '__onboardBeforeFile';
const FRESH = '__onboardFreshFile';

/**
 * `source` with its statements after the imports inside a describe named `name` (and `beforeFile` run before
 * its tests). Throws when an import follows another statement (it could not stay a top-level import inside the
 * block) or the file awaits at top level (a describe's body cannot).
 */
function scoped(source, fileName, name, beforeFile) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const statements = file.statements;
  const first = statements.findIndex((s) => !ts.isImportDeclaration(s));
  if (first === -1) return source;
  const late = statements.slice(first).find((s) => ts.isImportDeclaration(s) || ts.isExportDeclaration(s));
  if (late) throw new Error(`${fileName}: an import or export after the first statement cannot be scoped`);
  if (statements.slice(first).some(awaitsAtTopLevel))
    throw new Error(`${fileName}: a top-level await cannot be scoped`);
  const start = statements[first].getStart(file);
  const before = beforeFile ? `${BEFORE}(${FRESH});` : '';
  return (
    `${source.slice(0, start)}${SCOPE}(${JSON.stringify(name)}, () => {${before}${source.slice(start)}\n});\n` +
    `import { beforeAll as ${BEFORE}, describe as ${SCOPE} } from '@jest/globals';\n` +
    (beforeFile ? `import ${FRESH} from ${JSON.stringify(beforeFile)};\n` : '')
  );
}

/** Whether `node` awaits outside any function (text in a string that reads `await` does not count). */
function awaitsAtTopLevel(node) {
  if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) return true;
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  return ts.forEachChild(node, awaitsAtTopLevel) ?? false;
}

/** This file's own text in the cache key: a change here compiles the specs again. */
const SELF = createHash('sha1').update(readFileSync(__filename)).digest('hex');

module.exports = {
  createTransformer({ swc, beforeFile }) {
    const inner = swcJest.createTransformer(swc);
    const wrap = (source, fileName, options) =>
      SPEC.test(fileName)
        ? scoped(source, fileName, relative(options.config.rootDir, fileName), beforeFile)
        : source;
    return {
      process: (source, fileName, options) =>
        inner.process(wrap(source, fileName, options), fileName, options),
      processAsync: (source, fileName, options) =>
        inner.processAsync(wrap(source, fileName, options), fileName, options),
      getCacheKey: (source, fileName, options) =>
        createHash('sha1')
          .update(SELF)
          .update(beforeFile ?? '')
          .update(inner.getCacheKey(source, fileName, options))
          .digest('hex'),
    };
  },
};
