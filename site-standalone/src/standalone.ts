// `npm start`'s process (site-standalone/dist/standalone.js): main.ts's main, run, and closed gracefully on SIGTERM.
import { closeGracefullyOnSignals } from 'site-server/main';
import { main } from './main';

main().then(
  ({ app, shutdown, close }) => closeGracefullyOnSignals(app, shutdown, close),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
