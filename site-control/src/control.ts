// A control-plane replica's process (site-control/dist/control.js): main.ts's main, run, and closed on SIGTERM.
import { main } from './main';

main().then(
  (control) => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      process.once(signal, () => {
        control.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
      });
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
