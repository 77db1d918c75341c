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

// Code that runs in Node (servers, build config, scripts, Playwright), not in the browser. The e2e
// fixtures' src/ (remotes built for the browser tests) is browser code, like the real remotes'.
const nodeFiles = ['shell/server/**', 'mfe-*/server/**', 'shared/server/**', 'shared/build/**', 'scripts/**', 'e2e/*.ts', 'e2e/support/**', '**/*.config.*', 'jest.setup.ts'];

export default defineConfig(
  globalIgnores(['**/dist/', '**/dist-server/', '**/node_modules/', '.bench/', 'e2e/fixtures/**/dist/', '**/coverage/', 'test-results/', 'playwright-report/', '@mf-types/', '.cache/']),

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

  prettier,
);
