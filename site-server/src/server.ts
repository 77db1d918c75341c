// The site server's process (site-server/dist/server.js): main.ts's main, run, and closed gracefully on SIGTERM.
import { main } from './main';
import { closeGracefullyOnSignals } from './operations/gracefulShutdown';

main().then(
  ({ app, shutdown, close }) => closeGracefullyOnSignals(app, shutdown, close),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
