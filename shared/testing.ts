// Test helpers for every package's tests (jest and Testing Library): never imported by the site itself.
export * from './src/testing/consoleErrors';
export * from './src/testing/latinTextOnPage';
export * from './src/testing/renderWithProviders';
export * from './src/testing/stubFetch';
export * from './src/testing/untranslatedCopy';
export * from './src/testing/pageMetaTesting';
