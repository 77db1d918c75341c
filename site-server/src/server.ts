// The site server's process (site-server/dist/server.js): main.ts's main, run.
import { main } from './main';

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
