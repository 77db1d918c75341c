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
  'site-contract/**',
  'site-server/**',
  'site-control/**',
  'site-standalone/**',
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
    regex: '^((\\.\\./)+(server|site-[a-z]+)(/|$)|(shared|shell|mfe-[a-z]+)/server(/|$)|site-[a-z]+(/|$))',
    message:
      'Browser code does not import server code (it holds API keys and Node modules): share what both need through `shared`.',
  },
  // A package is used through the entry points its package.json exports, never through its source folders.
  packageSources: {
    regex: '^((shared|shell|site-[a-z]+|mfe-[a-z]+)/src(/|$)|(\\.\\./)+(shared|shell|site-[a-z]+|mfe-[a-z]+)/)',
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
  // shared/server is Node code beside the browser platform's src/: what both need is in 'shared/site'.
  sharedBrowserSources: {
    regex: '^(\\.\\./)+src(/|$)',
    message:
      "shared/server does not import the browser platform's sources (React, the DOM): take the site's contract from 'shared/site'.",
  },
  // A section's API serves its own content data (typed listings, the demo catalogue), and nothing else of its browser code.
  remoteBrowserCode: {
    regex: '^(\\.\\./)+src(?!/content(/|$))(/|$)',
    message:
      "A section's server code takes only its content data from its browser code (`../src/content/…`): never its pages, components, queries or stores (React, the DOM).",
  },
  // The platform's entry points (shared/site.ts, shared/mui.ts, …) are what browsers load: no server or build code behind them.
  platformServerCode: {
    regex:
      '^((\\./|(\\.\\./)+)(server|build|site-[a-z]+)(/|$)|(shared|shell|mfe-[a-z]+)/server(/|$)|shared/build(/|$)|site-[a-z]+(/|$))',
    message:
      "The platform's entry points are browser code: they import neither server code (API keys, Node modules) nor the build's ('shared/server', 'shared/build').",
  },
  // The two services meet only through the contract: each can be released, scaled and restarted alone (docs/architecture.md).
  controlPlaneFromSite: {
    regex: '^site-(control|standalone)(/|$)',
    message:
      "The site server (the visitors' data plane) never imports the control plane: what both need is in 'site-contract'.",
  },
  siteFromControlPlane: {
    regex: '^site-(server(?!/render$)|standalone)(/|$)',
    message:
      "The control plane imports the site server only for its render pool ('site-server/render'), never the visitors' server: what both need is in 'site-contract'.",
  },
  servicesFromContract: {
    regex: '^site-(server|control|standalone)(/|$)',
    message: "The contract ('site-contract') is what both services share: it imports neither of them.",
  },
  // The release CLI runs on a section team's machine: an HTTP client of the delivery API, with no server module in it.
  serverModulesFromCli: {
    regex: '^(site-(server|control|standalone)(/|$)|site-contract(?!/api$)(/|$)|(\\.\\./)+src(/|$))',
    message:
      "The release CLI imports only the delivery API's contract ('site-contract/api') and 'shared/site': no server module.",
  },
  // Browser tests and tools use a package as its other users do, so moving a file inside it breaks no one.
  toolPackageSources: {
    regex: '^(\\.\\./)*(shared|shell|site-[a-z]+|mfe-[a-z]+)/src(/|$)',
    message:
      "Tests and tools import a package through the entry points its package.json exports ('shared/site', 'shell/startup-marks', …), never through its src/ folder.",
  },
};

/** A remote imports neither the shell nor another remote: sections are released on their own, and meet only through `shared` and the shell's routes. */
const otherPackagesOf = (remote) => ({
  regex: `^(shell|mfe-(?!${remote.slice('mfe-'.length)}(/|$))[a-z]+)(/|$)`,
  message:
    'A remote imports neither the shell nor another remote: each section is built and released on its own, and they meet only through `shared`.',
});

const REMOTES = readdirSync(path.dirname(fileURLToPath(import.meta.url))).filter((dir) => /^mfe-[a-z]+$/.test(dir));
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.ssr.ts', '**/*.soak.ts', '**/testing/**'];
const TEST_EXEMPT = new Set([
  RESTRICTED.sharedLibraries,
  RESTRICTED.controlPlaneFromSite,
  RESTRICTED.siteFromControlPlane,
  RESTRICTED.serverModulesFromCli,
]);
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Where each boundary applies; a file takes the last one that matches it. */
const BOUNDARIES = [
  {
    name: 'shell-app',
    files: ['shell/src/**/*.{ts,tsx}'],
    patterns: [RESTRICTED.sharedLibraries, RESTRICTED.serverCode, RESTRICTED.packageSources],
  },
  {
    name: 'shared-browser',
    files: ['shared/src/**/*.{ts,tsx}'],
    patterns: [RESTRICTED.serverCode, RESTRICTED.packageSources],
  },
  {
    // The platform's entry points: each re-exports the browser platform, MUI, the router or the site's contract.
    name: 'shared-entry-points',
    files: ['shared/*.{ts,tsx}', 'shared/mui-widgets/**/*.{ts,tsx}'],
    patterns: [RESTRICTED.platformServerCode, RESTRICTED.packageSources],
  },
  {
    name: 'site-contract',
    files: ['site-contract/**/*.{ts,tsx}'],
    patterns: [
      RESTRICTED.sharedLibraries,
      RESTRICTED.browserApp,
      RESTRICTED.packageSources,
      RESTRICTED.browserPlatform,
      RESTRICTED.servicesFromContract,
    ],
  },
  {
    name: 'site-server',
    files: ['site-server/**/*.{ts,tsx}'],
    patterns: [
      RESTRICTED.sharedLibraries,
      RESTRICTED.browserApp,
      RESTRICTED.packageSources,
      RESTRICTED.browserPlatform,
      RESTRICTED.controlPlaneFromSite,
    ],
  },
  {
    name: 'site-control',
    files: ['site-control/**/*.{ts,tsx}'],
    patterns: [
      RESTRICTED.sharedLibraries,
      RESTRICTED.browserApp,
      RESTRICTED.packageSources,
      RESTRICTED.browserPlatform,
      RESTRICTED.siteFromControlPlane,
    ],
  },
  {
    // The platform page renders the site's MUI and theme to HTML on the delivery listener (no script).
    name: 'site-control-platform-page',
    files: ['site-control/src/platform/**/*.{ts,tsx}'],
    patterns: [
      RESTRICTED.sharedLibraries,
      RESTRICTED.browserApp,
      RESTRICTED.packageSources,
      RESTRICTED.siteFromControlPlane,
    ],
  },
  {
    name: 'site-control-cli',
    files: ['site-control/cli/**/*.{ts,tsx}'],
    patterns: [
      RESTRICTED.sharedLibraries,
      RESTRICTED.browserApp,
      RESTRICTED.packageSources,
      RESTRICTED.browserPlatform,
      RESTRICTED.serverModulesFromCli,
    ],
  },
  {
    // One machine's process: it composes both services, and nothing imports it.
    name: 'site-standalone',
    files: ['site-standalone/**/*.{ts,tsx}'],
    patterns: [
      RESTRICTED.sharedLibraries,
      RESTRICTED.browserApp,
      RESTRICTED.packageSources,
      RESTRICTED.browserPlatform,
    ],
  },
  {
    name: 'shared-server',
    files: ['shared/server/**/*.{ts,tsx}'],
    patterns: [
      RESTRICTED.sharedLibraries,
      RESTRICTED.packageSources,
      RESTRICTED.browserPlatform,
      RESTRICTED.sharedBrowserSources,
    ],
  },
  ...REMOTES.flatMap((remote) => [
    {
      name: remote,
      files: [`${remote}/**/*.{ts,tsx}`],
      patterns: [RESTRICTED.sharedLibraries, otherPackagesOf(remote), RESTRICTED.packageSources],
    },
    {
      name: `${remote}-browser`,
      files: [`${remote}/src/**/*.{ts,tsx}`],
      patterns: [RESTRICTED.sharedLibraries, RESTRICTED.serverCode, otherPackagesOf(remote), RESTRICTED.packageSources],
    },
    {
      name: `${remote}-server`,
      files: [`${remote}/server/**/*.{ts,tsx}`],
      patterns: [
        RESTRICTED.sharedLibraries,
        otherPackagesOf(remote),
        RESTRICTED.packageSources,
        RESTRICTED.browserPlatform,
        RESTRICTED.remoteBrowserCode,
      ],
    },
  ]),
  {
    // The browser tests and the scripts (benches, the size report): Node code that drives the site from outside.
    name: 'tests-and-tools',
    files: ['e2e/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}'],
    patterns: [RESTRICTED.toolPackageSources],
  },
];

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
    // `npm start`'s data folder: the releases published to it are builds, not source.
    '.data/',
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

  // Import boundaries (tested in scripts/eslintImportRules.test.ts), then the same for the tests among
  // their files. A later block replaces an earlier one's no-restricted-imports for the files both match,
  // so each block lists all of its patterns.
  ...BOUNDARIES.map(({ name, files, patterns }) => ({
    name: `expo/imports/${name}`,
    files,
    rules: restrict(...patterns),
  })),
  // Tests may reach into a library to check what the site gets from it (the theme MUI sees, React
  // Query's scheduler), and keep every package boundary of the code beside them but the services'
  // fences: a control-plane test starts a real site server (site-server/testing), and the CLI's a
  // real delivery API.
  ...BOUNDARIES.map(({ name, files, patterns }) => ({
    name: `expo/imports/${name}/tests`,
    files: files.flatMap((glob) => TEST_FILES.map((test) => [glob, test])),
    rules: restrict(...patterns.filter((pattern) => !TEST_EXEMPT.has(pattern))),
  })),

  prettier,
);
