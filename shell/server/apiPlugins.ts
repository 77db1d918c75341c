import type { FastifyPluginAsync } from 'fastify';

/**
 * The sections' API routes, each owned by its section package (server/ folder) and mounted under
 * /api by the site server. Sections add theirs here as they arrive.
 */
export const SECTION_API_PLUGINS: FastifyPluginAsync[] = [];
