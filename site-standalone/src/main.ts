import { pino } from 'pino';
import { openStores } from 'site-contract/stores';
import { readControlSettings, startControl } from 'site-control';
import { ownAddress, readConfig, startSite, type ShutdownTiming, type SiteServer } from 'site-server/main';

/**
 * `npm start`: the site server and the control plane in one process over one set of stores, so
 * telemetry in memory reaches the judge. The site on PORT (8080), the delivery API and the platform
 * page on DELIVERY_HOST:DELIVERY_PORT (127.0.0.1:8090) when PORT is left at its default or
 * DELIVERY_PORT is given (DELIVERY_PORT=off for none); a remote-only origin (--packages=…) runs no
 * control plane. The release gate's render fetches the live sections from this site unless
 * SITE_INTERNAL_URL says otherwise.
 */
/**
 * Whether this process runs the control plane too: with PORT left at its default, or DELIVERY_PORT
 * given, so instances given ports of their own on one machine never collide on the delivery port.
 */
export function runsControlPlane(env: NodeJS.ProcessEnv, remotesOnly: readonly string[] | undefined): boolean {
  return !remotesOnly && env.DELIVERY_PORT !== 'off' && (env.DELIVERY_PORT !== undefined || env.PORT === undefined);
}

export async function main(
  env: NodeJS.ProcessEnv = process.env,
  args: readonly string[] = process.argv.slice(2),
): Promise<{ app: SiteServer; controlUrl?: string; shutdown: ShutdownTiming; close: () => Promise<void> }> {
  const site = readConfig(env, args);
  const withControl = runsControlPlane(env, site.remotesOnly);
  // Read before anything starts, so a bad setting of either is refused with nothing left running.
  const controlEnv = (siteUrl: string) => ({ SITE_INTERNAL_URL: siteUrl, ...env });
  if (withControl) readControlSettings(controlEnv('http://127.0.0.1'));
  const stores = await openStores(site.stores, pino({ level: site.stores.logLevel }));
  const app = await startSite({ config: site, stores }).catch(async (error: unknown) => {
    await stores.close();
    throw error;
  });
  const control = withControl
    ? await startControl({ settings: readControlSettings(controlEnv(ownAddress(app))), stores }).catch(
        async (error: unknown) => {
          await app.close();
          await stores.close();
          throw error;
        },
      )
    : undefined;
  return {
    app,
    /** Where the delivery API and the platform page answer, when this process runs them. */
    controlUrl: control?.url,
    shutdown: site.shutdown,
    /** Stops the site (it drains first), then the control plane, then the stores they share. */
    async close() {
      await app.close();
      await control?.close();
      await stores.close();
    },
  };
}
