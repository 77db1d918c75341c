import { pino } from 'pino';
import { openStores } from 'site-contract/stores';
import { readControlSettings, startControl } from 'site-control';
import { readConfig, startSite } from 'site-server/main';

/**
 * `npm start`: the site server and the control plane in one process over one set of stores, so
 * telemetry in memory reaches the judge. The site on PORT (8080), the delivery API and the platform
 * page on DELIVERY_HOST:DELIVERY_PORT (127.0.0.1:8090) when PORT is left at its default or
 * DELIVERY_PORT is given (DELIVERY_PORT=off for none); a remote-only origin (--packages=…) runs no control plane.
 */
export async function main(env: NodeJS.ProcessEnv = process.env, args: readonly string[] = process.argv.slice(2)) {
  const site = readConfig(env, args);
  const withControl =
    !site.remotesOnly && env.DELIVERY_PORT !== 'off' && (env.DELIVERY_PORT !== undefined || env.PORT === undefined);
  const stores = await openStores(site.stores, pino({ level: site.stores.logLevel }));
  const app = await startSite(site, stores);
  // TODO(issue 51): SITE_INTERNAL_URL defaults to this site's own address here.
  const control = withControl ? await startControl(readControlSettings(env), stores) : undefined;
  // TODO(issue 51): one close for both, on signals (hooks cannot be added to the app once it listens).
  return {
    app,
    async close() {
      await control?.close();
      await app.close();
      await stores.close();
    },
  };
}
