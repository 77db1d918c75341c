import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildMarker } from 'site-contract/paths';
import type { FastifyInstance } from 'fastify';
import type { RemoteRegistry } from 'site-contract/registry/registry';

/** What a load balancer asks: is the process alive, and should it get traffic. */
export interface Readiness {
  /** Set first on SIGTERM, so the balancer stops sending traffic before the server stops accepting it. */
  shuttingDown: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface ReadinessChecks {
  repoRoot: string;
  registry: RemoteRegistry;
  /** Packages whose builds this server serves (the shell's included when it serves pages). */
  builds: string[];
  /** Further checks (a shared store being reachable), each answering what is wrong or nothing. */
  extra?: Array<() => Promise<string | undefined>>;
}

/**
 * /healthz answers 200 while the process can answer at all (restart it otherwise); /readyz answers
 * 200 only when the server can serve the site (its builds on disk, a registry with remotes, and
 * whatever else it depends on), and 503 with the reasons otherwise, and from the moment it begins
 * to shut down. Neither is cached or rate limited.
 */
export function registerHealth(app: FastifyInstance, checks: ReadinessChecks) {
  app.decorate('readiness', { shuttingDown: false });
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const problems: string[] = [];
    if (app.readiness.shuttingDown) problems.push('shutting down');
    for (const pkg of checks.builds) {
      const marker = buildMarker(pkg, checks.repoRoot);
      if (!existsSync(marker)) problems.push(`${pkg} is not built (${path.relative(checks.repoRoot, marker)})`);
    }
    if (Object.keys(checks.registry).length === 0) problems.push('the remote registry names no remote');
    for (const check of checks.extra ?? []) {
      const problem = await check();
      if (problem) problems.push(problem);
    }
    reply.header('Cache-Control', 'no-store');
    return problems.length === 0
      ? reply.send({ status: 'ready' })
      : reply.code(503).send({ status: 'not ready', problems });
  });
}
