export * from './locales';
export * from './translations';
export * from './LocaleContext';
export * from './platformCopy';
export * from './languagePreference';
export * from './glossary';
