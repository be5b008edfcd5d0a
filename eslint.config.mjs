// Lint for the whole workspace. The module-boundary rule enforces the architecture: a service never imports
// another service, the web never imports server code, contracts depend on nothing of ours.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const SERVICES = ['identity', 'clients', 'documents', 'email', 'qps', 'explorer', 'gateway', 'stand-ins'];

/** The clients service's modules (libs/clients-*, decision 233) and the modules each may import. */
const CLIENTS_LAYERS = [
  { layer: 'record', below: [] },
  { layer: 'eif', below: ['record'] },
  { layer: 'onboarding', below: ['record', 'eif'] },
  { layer: 'adapters', below: ['record'] },
];

export default [
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
      '**/*.d.ts',
      '**/results/**',
      'tmp/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          banTransitiveDependencies: false,
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:contracts',
                'type:domain',
                'type:util',
                'type:ui',
                'type:data-access',
                'type:feature',
              ],
            },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:contracts', 'type:domain', 'type:util'],
            },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:contracts', 'type:domain'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
            // Issue 32 item 4, decision 233: the clients service's modules depend one way, record <- EIF <-
            // onboarding, with the adapters apart on the record (tests/unit/clients-modules.spec.ts).
            ...CLIENTS_LAYERS.map(({ layer, below }) => ({
              sourceTag: `layer:clients-${layer}`,
              onlyDependOnLibsWithTags: [
                'scope:shared',
                'scope:server',
                ...below.map((l) => `layer:clients-${l}`),
              ],
            })),
            ...SERVICES.map((service) => ({
              sourceTag: `scope:${service}`,
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', `scope:${service}`],
            })),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Issue 32 item 2: an RTK Query endpoint's types come from its route (`ResponseOf` / `RequestOf` through
    // app/routeEndpoint.ts, or a schema); a hand-written `build.query<Result, Arg>` would be a second copy of the
    // contract that can drift from it without a compile error.
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='build'][callee.property.name=/^(query|mutation|infiniteQuery)$/][typeArguments]",
          message:
            "No type arguments on build.query/build.mutation: the endpoint's types come from its route (routeQuery/routeMutation give ResponseOf<E>; type toRequest's argument), so a hand-written result type cannot drift from the contract.",
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'infra/**/*.mjs', 'bench/**/*.mjs', 'libs/*/test/**/*.mjs', '*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['infra/load/**/*.k6.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
  },
  {
    // Issue 31 item 4, decision 228: raw SQL (`execute`, MikroORM's `raw`, `preparedRows`) lives in each
    // service's `*.queries.ts` modules, under row-level security and with the scope as an argument. Migrations,
    // seeds, tests and server-kit's own infrastructure (the job ledger, migrations, the SQL helpers) write SQL
    // by nature. No other file is let off (tests/unit/raw-sql-rule.spec.ts holds the rule to it). The clients
    // service's modules (libs/clients-*, decision 233) are the service's code too.
    files: ['apps/*/src/**/*.ts', 'libs/clients-*/src/**/*.ts'],
    ignores: [
      'apps/web/**',
      '**/*.queries.ts',
      '**/migrations/**',
      '**/demo/**',
      '**/*.spec.ts',
      '**/*.integration-spec.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='execute']",
          message: "Raw SQL goes in the service's *.queries.ts modules (decision 228).",
        },
        {
          selector: 'CallExpression[callee.name=/^(raw|sql|preparedRows)$/]',
          message: "Raw SQL goes in the service's *.queries.ts modules (decision 228).",
        },
      ],
    },
  },
  prettier,
];
