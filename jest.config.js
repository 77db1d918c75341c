/** Unit and component tests (jsdom) plus server tests (node, via @jest-environment docblocks). */
const fs = require('node:fs');

module.exports = {
  testEnvironment: 'jsdom',
  // shared, the shell, the server packages and every section's package (a new mfe-* folder included).
  roots: [
    'shared',
    'shell',
    'site-contract',
    'site-server',
    'site-control',
    'site-standalone',
    ...fs.readdirSync(__dirname).filter((dir) => /^mfe-[a-z]+$/.test(dir)),
  ].map((dir) => `<rootDir>/${dir}`),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: { '^shared$': '<rootDir>/shared/src/index.ts' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
