// Structured data for a page's metadata: JSON-LD builders, the expo's own facts, description fitting.
// Imported by path (`shared/src/page/structuredData`), not from shared's index: each section bundles the
// few builders it uses, and the platform module every page loads stays without them.
export * from './jsonLd';
export * from './expoEvent';
export * from './metaDescription';
