// Packages that reach the site only through the platform package's curated modules. A package
// shared whole is not tree-shaken, so each is wrapped in a small module of what pages use, and that
// module is the shared singleton. A direct import elsewhere would bundle a second, unshared copy
// (a second theme context or router context), so the build refuses it with the way to fix it.
// @ts-check
const path = require('node:path');
const { WIDGETS_DIR } = require('./sharedModules');

const SHARED_DIR = path.resolve(__dirname, '..');
/** The shell's offer of every platform module to the federation runtime, the pre-2.2 aggregate included. */
const HOST_SHARED = path.resolve(__dirname, '..', '..', 'shell', 'src', 'federation', 'runtime', 'hostShared.ts');
/** The shell's entry, which evaluates parts of the platform modules ahead of them, in steps (it uses no export). */
const HOST_ENTRY = path.resolve(__dirname, '..', '..', 'shell', 'src', 'index.ts');

const PLATFORM_IMPORTS = [
  {
    pattern: /^@mui\//,
    use: "'shared/mui' (or a widget's own module such as 'shared/mui-widgets/tabs', 'shared/mui-overlays' for dialogs, drawers and Autocomplete)",
  },
  // The pre-2.2 aggregate, kept only for remotes deployed before the widgets were split.
  { pattern: /^shared\/mui-widgets$/, use: "the widget's own module, such as 'shared/mui-widgets/tabs'," },
  { pattern: /^react-router(-dom)?(\/|$)/, use: "'shared/router'" },
  { pattern: /^@tanstack\/react-query(\/|$)/, use: "'shared/query' (useSiteQuery)" },
];

/**
 * The curated modules themselves: shared/mui.ts, shared/mui-widgets/*.ts, shared/mui-overlays.ts, shared/router.ts, shared/query.ts
 * (and the shell's offer of them, and its entry).
 * @param {string} issuer
 */
function isFacade(issuer) {
  return [SHARED_DIR, WIDGETS_DIR].includes(path.dirname(issuer)) || issuer === HOST_SHARED || issuer === HOST_ENTRY;
}

class PlatformImportsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('PlatformImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('PlatformImportsPlugin', ({ request, contextInfo }) => {
        const issuer = contextInfo.issuer;
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`) || isFacade(issuer)) return;
        const rule = PLATFORM_IMPORTS.find(({ pattern }) => pattern.test(request));
        if (rule) {
          throw new Error(
            `${path.relative(process.cwd(), issuer)} imports '${request}': import it from ${rule.use} instead, so the site keeps one shared copy.`,
          );
        }
      });
    });
  }
}

module.exports = { PlatformImportsPlugin };
