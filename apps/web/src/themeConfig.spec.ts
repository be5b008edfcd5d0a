import { describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultConfig } from '@chakra-ui/react';
import { chakraTheme } from './themeConfig.js';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Every .ts/.tsx source file of the web app (tests included: they render the same components). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a file imports from '@chakra-ui/react' (values, not types). */
function chakraImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe('the trimmed Chakra theme (themeConfig.ts)', () => {
  test('has the recipe of every styled Chakra component the app imports (without it the component renders unstyled)', () => {
    const defaults = {
      recipes: Object.keys(defaultConfig.theme?.recipes ?? {}),
      slotRecipes: Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
    };
    const ours = {
      recipes: Object.keys(chakraTheme.theme?.recipes ?? {}),
      slotRecipes: Object.keys(chakraTheme.theme?.slotRecipes ?? {}),
    };
    const missing = new Set<string>();
    for (const file of sources(SRC)) {
      for (const name of chakraImports(readFileSync(file, 'utf8'))) {
        const key = camel(name);
        for (const kind of ['recipes', 'slotRecipes'] as const) {
          if (defaults[kind].includes(key) && !ours[kind].includes(key))
            missing.add(`${kind}.${key} (${name})`);
        }
      }
    }
    expect([...missing].sort()).toEqual([]);
  });

  test('the census report tabs are among them (they rendered as plain text)', () => {
    expect(Object.keys(chakraTheme.theme?.slotRecipes ?? {})).toContain('tabs');
  });
});
