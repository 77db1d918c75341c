import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Brotli or gzip for every answer over 1 KB that is not compressed already (pages and built files are). */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
