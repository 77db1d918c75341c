/** Unit and component tests (jsdom) plus server tests (node, via @jest-environment docblocks). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mfe-housing', '<rootDir>/mfe-dining', '<rootDir>/mfe-explore', '<rootDir>/mfe-shop', '<rootDir>/mfe-tickets', '<rootDir>/mfe-access'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }],
  },
  moduleNameMapper: { '^shared$': '<rootDir>/shared/src/index.ts' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
