// Node utilities for the sections' server code (their API routes): calling an upstream service with
// a timeout and a size cap, caching its answers, and answering when it fails. Never in a browser bundle.
export * from './upstream';
export * from './upstreamCache';
export * from './upstreamFailureReply';
export * from './plainText';
