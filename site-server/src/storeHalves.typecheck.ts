// Checked by the compiler alone (`npm run typecheck`), never run: a site server's stores are the
// halves it uses (site-contract's SiteStores), so the visitors' data plane cannot write the registry,
// a release or the audit log, nor read the judge's figures. Each line below must not compile.
import type { SiteStores } from 'site-contract/stores';

export function cannotWrite(stores: SiteStores) {
  // @ts-expect-error: a site server writes no registry revision
  void stores.revisions.append;
  // @ts-expect-error: nor reads the registry's history
  void stores.revisions.history;
  // @ts-expect-error: nor stores or removes a release
  void stores.releases.store;
  // @ts-expect-error: nor removes one
  void stores.releases.remove;
  // @ts-expect-error: nor holds the audit log
  void stores.audit;
  // @ts-expect-error: nor reads telemetry's figures (the judge's)
  void stores.telemetry.figures;
}
