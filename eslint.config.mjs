// @ts-check
// ESLint flat config: @eslint/js + typescript-eslint recommended everywhere, react-hooks (with its
// React Compiler rules) for the React code, jsx-a11y for JSX, Node globals for what runs in Node,
// and eslint-config-prettier last so no stylistic rule fights Prettier (`npm run format:check`).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Code that runs in Node (servers, build config, scripts, Playwright), not in the browser. The e2e
// fixtures' src/ (remotes built for the browser tests) is browser code, like the real remotes'.
const nodeFiles = [
  'site-server/**',
  'mfe-*/server/**',
  'shared/server/**',
  'shared/build/**',
  'scripts/**',
  'e2e/*.ts',
  'e2e/support/**',
  '**/*.config.*',
  'jest.setup.ts',
];

/**
 * Where code may import from (no-restricted-imports): the site's layering, enforced here rather than
 * only described. Each restriction is a pattern and the reason a reader of the error needs.
 */
const RESTRICTED = {
  // One copy of each at run time: a package shared whole cannot be tree-shaken (shared/router.ts says why).
  sharedLibraries: {
    regex: '^(@mui/|react-router(-dom)?(/|$)|@tanstack/react-query(/|$))',
    message:
      "MUI, React Router and React Query are imported only through `shared` ('shared/mui', 'shared/router', 'shared/query'), so the site keeps one shared copy of each.",
  },
  // Browser code never pulls in server code (API keys, Node modules).
  serverCode: {
    regex: '^((\\.\\./)+(server|site-server)(/|$)|(shared|shell|mfe-[a-z]+)/server(/|$)|site-server(/|$))',
    message:
      'Browser code does not import server code (it holds API keys and Node modules): share what both need through `shared`.',
  },
  // A package is used through the entry points its package.json exports, never through its source folders.
  packageSources: {
    regex: '^((shared|shell|site-server|mfe-[a-z]+)/src(/|$)|(\\.\\./)+(shared|shell|site-server|mfe-[a-z]+)/)',
    message:
      "Import a package through the entry points its package.json exports ('shared', 'shared/site', 'shared/testing', 'shell/entry.server'…), never through its src/ folder or a relative path into it.",
  },
  // Server code takes the site's contract from 'shared/site': the browser platform is React components and their packages.
  browserPlatform: {
    regex: '^shared(/(mui.*|router|query))?$',
    message:
      "Server code imports the site's contract from 'shared/site' (and Node utilities from 'shared/server'), never the browser platform ('shared', 'shared/mui', 'shared/router', 'shared/query').",
  },
  // The site server renders the app through its server entry, and knows nothing else of it.
  browserApp: {
    regex: '^shell(?!/entry\\.server$)(/|$)',
    message: "The site server imports the app only through its server entry, 'shell/entry.server'.",
  },
};

/** A remote imports neither the shell nor another remote: sections are released on their own, and meet only through `shared` and the shell's routes. */
const otherPackagesOf = (remote) => ({
  regex: `^(shell|mfe-(?!${remote.slice('mfe-'.length)}(/|$))[a-z]+)(/|$)`,
  message:
    'A remote imports neither the shell nor another remote: each section is built and released on its own, and they meet only through `shared`.',
});

const REMOTES = readdirSync(path.dirname(fileURLToPath(import.meta.url))).filter((dir) => /^mfe-[a-z]+$/.test(dir));
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**'];
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '.bench/',
    'e2e/fixtures/**/dist/',
    '**/coverage/',
    'test-results/',
    'playwright-report/',
    '@mf-types/',
    '.cache/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'expo/browser',
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'expo/node',
    files: nodeFiles,
    languageOptions: { globals: globals.node },
  },
  {
    // webpack configs, jest.config.js, shared/build and the dev registry are CommonJS loaded by Node.
    name: 'expo/commonjs',
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: {
      // require() is how CommonJS imports; these files cannot use import statements.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  {
    // Hooks live in .ts files too (useHeaderShrink.ts, shared/query.ts), so the hooks rules cover both.
    // Not the Node folders: Playwright fixtures call a parameter named `use`, which is not React's use().
    name: 'expo/react-hooks',
    files: ['**/*.{ts,tsx}'],
    ignores: nodeFiles,
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    name: 'expo/jsx-a11y',
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },

  // Import boundaries (tested in scripts/eslintImportRules.test.ts). A later block replaces an earlier
  // one's no-restricted-imports for the files both match, so each block lists all of its patterns.
  {
    name: 'expo/imports/shell-app',
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict(RESTRICTED.sharedLibraries, RESTRICTED.serverCode, RESTRICTED.packageSources),
  },
  {
    name: 'expo/imports/shared-browser',
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: restrict(RESTRICTED.serverCode, RESTRICTED.packageSources),
  },
  {
    name: 'expo/imports/site-server',
    files: ['site-server/**/*.{ts,tsx}'],
    rules: restrict(
      RESTRICTED.sharedLibraries,
      RESTRICTED.browserApp,
      RESTRICTED.packageSources,
      RESTRICTED.browserPlatform,
    ),
  },
  {
    name: 'expo/imports/shared-server',
    files: ['shared/server/**/*.{ts,tsx}'],
    rules: restrict(RESTRICTED.sharedLibraries, RESTRICTED.packageSources, RESTRICTED.browserPlatform),
  },
  ...REMOTES.flatMap((remote) => [
    {
      name: `expo/imports/${remote}`,
      files: [`${remote}/**/*.{ts,tsx}`],
      rules: restrict(RESTRICTED.sharedLibraries, otherPackagesOf(remote), RESTRICTED.packageSources),
    },
    {
      name: `expo/imports/${remote}-browser`,
      files: [`${remote}/src/**/*.{ts,tsx}`],
      rules: restrict(
        RESTRICTED.sharedLibraries,
        RESTRICTED.serverCode,
        otherPackagesOf(remote),
        RESTRICTED.packageSources,
      ),
    },
    {
      name: `expo/imports/${remote}-server`,
      files: [`${remote}/server/**/*.{ts,tsx}`],
      rules: restrict(
        RESTRICTED.sharedLibraries,
        otherPackagesOf(remote),
        RESTRICTED.packageSources,
        RESTRICTED.browserPlatform,
      ),
    },
  ]),
  {
    // Tests may reach into a library to check what the site gets from it (the theme MUI sees, React Query's scheduler).
    name: 'expo/imports/tests',
    files: TEST_FILES,
    rules: { 'no-restricted-imports': 'off' },
  },

  prettier,
);
