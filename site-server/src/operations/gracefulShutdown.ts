import type { FastifyInstance } from 'fastify';

export interface ShutdownTiming {
  /** Readiness fails this long before the server stops accepting, so the balancer takes it out first. */
  drainMs: number;
  /** Requests in flight have this long to finish; then the process exits anyway (with 1). */
  deadlineMs: number;
}

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_DEADLINE_MS, or a few seconds of drain and 25 s in all (under Kubernetes' 30 s grace). */
export function shutdownTimingFromEnv(env: NodeJS.ProcessEnv = process.env): ShutdownTiming {
  const number = (value: string | undefined, fallback: number) =>
    value !== undefined && Number(value) >= 0 ? Number(value) : fallback;
  return { drainMs: number(env.SHUTDOWN_DRAIN_MS, 3_000), deadlineMs: number(env.SHUTDOWN_DEADLINE_MS, 25_000) };
}

/**
 * On SIGTERM (a rolling restart) or SIGINT: fail readiness, wait for the balancer to notice, stop
 * accepting, let requests in flight finish, close what the server holds (its render process and
 * the plugins' onClose hooks), and exit 0. Past the deadline, exit 1 rather than hang the rollout.
 * `close`: what stops the process's work, the site server's by default (site-standalone's closes the
 * control plane and the stores after it).
 */
export function closeGracefullyOnSignals(
  app: FastifyInstance,
  timing: ShutdownTiming,
  close: () => Promise<unknown> = () => app.close(),
) {
  let closing = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.readiness.shuttingDown = true;
    app.log.info({ signal, ...timing }, 'shutting down: readiness fails now, then in-flight requests finish');
    const deadline = setTimeout(() => {
      app.log.error('in-flight requests did not finish before the shutdown deadline');
      process.exit(1);
    }, timing.deadlineMs);
    deadline.unref();
    await new Promise((resolve) => setTimeout(resolve, timing.drainMs));
    await close();
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutDown(signal));
  process.on('SIGINT', (signal) => void shutDown(signal));
}
