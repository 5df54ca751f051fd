// ESLint 9 flat config for the whole workspace (ARCHITECTURE.md "Lint and format").
// ESLint parses without type information; typescript-eslint's type-aware rules run in
// `oxlint --type-aware` on TypeScript 7 (.oxlintrc.json, docs/decisions/0033).
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SERVER_FLOORS, floorOf } from './scripts/upward-imports.mjs';

// ── Import boundaries (ARCHITECTURE.md "Layout"): contract <- server; contract <- web/lib <-
// web/features <- web/app; features never import each other. no-restricted-imports matches the
// import text, not the resolved file, so relative imports are matched by how many folders they
// climb: a file N folders below a feature's root leaves the feature with N+1 `../`.
const MAX_DEPTH = 6;
const up = (n) => String.raw`(\.\./){${n}}`;
const pkg = (name) => ({ regex: String.raw`^@lotto/${name}(/|$)`, message: `This layer may not import @lotto/${name}.` });
const climbInto = (dirs, message) => ({ regex: String.raw`^(\.\./)+(${dirs.join('|')})(/|$)`, message });

// zod's classic API keeps the whole library in the bundle; the contract and the site use zod/mini (docs/decisions/0028).
const zodMini = { regex: '^zod$', message: "Import from 'zod/mini': the classic API brings all of zod into the site's first load (docs/decisions/0028)." };
const webBase = [pkg('server'), climbInto(['server'], 'The web app may not import the server; share through @lotto/contract.'), zodMini];

// Blocks replace each other's options for the same rule, so each repeats the patterns it inherits.
const boundaries = [
  {
    name: 'boundaries/contract',
    files: ['packages/contract/**/*.ts'],
    patterns: [pkg('server'), pkg('web'), climbInto(['server', 'web'], 'The contract imports neither server nor web.'), zodMini],
  },
  {
    name: 'boundaries/server',
    files: ['server/**/*.ts'],
    patterns: [pkg('web'), climbInto(['web'], 'The server may not import the web app.')],
  },
  {
    name: 'boundaries/web',
    files: ['web/**/*.{ts,tsx}'],
    patterns: webBase,
  },
  {
    name: 'boundaries/web-lib',
    files: ['web/src/lib/**/*.{ts,tsx}'],
    patterns: [
      ...webBase,
      climbInto(['features', 'app'], 'web/src/lib is the bottom layer: it may not import features or app.'),
    ],
  },
];
// One block per depth inside a feature: `(../){depth+1}<name>` is a sibling feature,
// `(../){depth+2}app` the app layer.
for (let depth = 0; depth <= MAX_DEPTH; depth++) {
  const files = [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];
  boundaries.push({
    name: `boundaries/web-feature-depth-${depth}`,
    files,
    patterns: [
      ...webBase,
      {
        regex: String.raw`^${up(depth + 1)}(?!\.\./)[^/]+`,
        message: 'A feature may not import another feature; compose them in a route (web/src/app).',
      },
      {
        regex: String.raw`^${up(depth + 2)}app(/|$)`,
        message: 'A feature may not import the app layer.',
      },
      climbInto(['features'], 'A feature may not import another feature; compose them in a route (web/src/app).'),
    ],
  });
}

// ── Server floors (server/README.md "Layers"; the table is SERVER_FLOORS in scripts/upward-imports.mjs):
// base (lib, errors, config, security) <- db <- ledger <- platform (plugins, providers, http) <- domain
// (lottery, demo-vendor) <- features (modules, lottery/http) <- app. A file may import its floor or
// one below; a module never imports another module's repository. One block per server folder, its
// patterns spelled from that folder (the import text is matched, not the resolved file). Test code
// is exempt: it drives the app from above.
const SERVER_SRC = 'server/src';
const SERVER_TESTS = ['**/*.test.ts', '**/*test-kit.ts', `${SERVER_SRC}/test/**`];
const serverBase = [pkg('web'), climbInto(['web'], 'The server may not import the web app.')];
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const serverDirs = (dir = '') =>
  readdirSync(posix.join(import.meta.dirname, SERVER_SRC, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'migrations')
    .flatMap((e) => [posix.join(dir, e.name), ...serverDirs(posix.join(dir, e.name))]);
/** The ways a file in `dir` spells a path under server/src: relative to itself, and climbing to the root. */
const spellings = (dir, target) => {
  const depth = dir === '' ? 0 : dir.split('/').length;
  const rel = posix.relative(dir, target);
  return [...new Set([rel.startsWith('..') ? rel : `./${rel}`, `${depth === 0 ? './' : '../'.repeat(depth)}${target}`])].map(escapeRe);
};
function serverPatterns(dir, floor) {
  const above = SERVER_FLOORS.slice(SERVER_FLOORS.findIndex((f) => f.name === floor) + 1);
  const patterns = [...serverBase];
  for (const { name, paths } of above) {
    for (const path of paths) {
      const target = path.replace(/\/$/, '').replace(/\.ts$/, '');
      const tail = path.endsWith('/') ? '(/|$)' : String.raw`(\.js)?$`;
      patterns.push({
        regex: `^(${spellings(dir, target).join('|')})${tail}`,
        message: `The ${floor} floor may not import ${path} (${name}); imports run down the floors (server/README.md "Layers").`,
      });
    }
  }
  // Another module's repository is its own business: go through its service, the ledger or a plugin.
  const own = dir.match(/^modules\/([^/]+)/)?.[1];
  if (floor === 'features') {
    patterns.push({
      regex: String.raw`^(${spellings(dir, 'modules').join('|')})/${own ? `(?!${escapeRe(own)}/)` : ''}[^/]+/([^/]+/)*[^/]+\.repository(\.js)?$`,
      message: "A module may not import another module's repository; use that module's service, the ledger or a plugin.",
    });
  }
  return patterns;
}
for (const dir of serverDirs()) {
  const floor = floorOf(`${dir}/x.ts`);
  if (floor === null || floor === 'app') continue;
  boundaries.push({ name: `boundaries/server-${dir}`, files: [`${SERVER_SRC}/${dir}/*.ts`], ignores: SERVER_TESTS, patterns: serverPatterns(dir, floor) });
}
for (const file of ['errors.ts', 'config.ts']) {
  boundaries.push({ name: `boundaries/server-${file}`, files: [`${SERVER_SRC}/${file}`], patterns: serverPatterns('', floorOf(file)) });
}

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    'data/',
    '.reports/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    'server/drizzle/',
    '**/*.d.ts',
  ]),

  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project/node-scripts',
    files: ['**/*.{js,mjs,cjs}', '**/*.config.ts', 'scripts/**', 'bench/**', 'server/**', 'web/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'project/browser',
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // The type-aware rules of typescript-eslint (its recommendedTypeChecked set, no-floating-promises
  // and no-misused-promises among them) run in `oxlint --type-aware` on TypeScript 7 (.oxlintrc.json,
  // docs/decisions/0033); ESLint parses without type information.
  {
    name: 'project/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // React
  {
    name: 'project/react',
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  // The React Compiler's rules judge components as the compiler would compile them; the test
  // files' throwaway components are never shipped, and the compiler's pass over their 114 files
  // was a large share of the whole lint. The rules of hooks still apply to them.
  {
    name: 'project/react-tests',
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**/*.{ts,tsx}'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat['recommended-latest'].rules)
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    name: 'project/a11y',
    files: ['web/src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },

  // Import boundaries
  ...boundaries.map(({ name, files, ignores, patterns }) => ({
    name,
    files,
    ...(ignores ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),

  // The contract's schemas and calls are built on first use (docs/decisions/0039): a top-level
  // schema (`z.…`) or a call (`defineCall(…)`) is written inside `onFirstUse(() => …)`.
  {
    name: 'project/contract-built-on-first-use',
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.object.name="z"]',
          'CallExpression[callee.object.callee.object.name="z"]',
          'CallExpression[callee.object.callee.object.callee.object.name="z"]',
        ].flatMap((schema) =>
          ['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].map((declaration) => ({
            selector: `${declaration} > VariableDeclarator > ${schema}.init`,
            message: 'Build a top-level schema on first use: `onFirstUse(() => z.…)` (docs/decisions/0039).',
          })),
        ),
        {
          selector: ':not(ArrowFunctionExpression) > CallExpression[callee.name="defineCall"]',
          message: 'Declare a call inside `onFirstUse(() => defineCall({ … }))` (docs/decisions/0039).',
        },
      ],
    },
  },

  // Lottery draws, tokens and codes come from node:crypto; Math.random is never good enough there.
  {
    name: 'project/server-randomness',
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use node:crypto (randomInt, randomBytes, randomUUID) in the server.' },
      ],
    },
  },
);
