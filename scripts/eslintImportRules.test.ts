/** @jest-environment node */
/**
 * The import boundaries of eslint.config.mjs, each shown firing (and not firing where the import is
 * allowed), by the project's own ESLint configuration on code placed where a developer would put it.
 */
import path from 'node:path';
import { runChild } from 'site-server/testing';

const REPO_ROOT = path.resolve(__dirname, '..');

interface Case {
  file: string;
  code: string;
}

/** The no-restricted-imports messages ESLint gives each case, from one ESLint run (it loads the config once). */
async function restrictedImportMessages(cases: Case[]): Promise<string[][]> {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(REPO_ROOT)} });
    const results = [];
    for (const { file, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath: file });
      results.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    console.log(JSON.stringify(results));
  `;
  const { code, out } = await runChild({
    name: 'ESLint on the import cases',
    command: process.execPath,
    args: ['--input-type=module', '-e', script, JSON.stringify(cases)],
    cwd: REPO_ROOT,
    withinMs: 110_000,
  });
  if (code !== 0) throw new Error(`ESLint failed on the import cases:\n${out}`);
  return JSON.parse(out) as string[][];
}

const at = (file: string, code: string): Case => ({
  file: path.join(REPO_ROOT, file),
  code: `${code}\nexport const x = 1;\n`,
});

describe('the import boundaries ESLint enforces', () => {
  const cases = {
    // A remote importing the shell or another remote.
    remoteImportsShell: at('mfe-shop/src/pages/Example.tsx', "import { renderPage } from 'shell/entry.server';"),
    remoteImportsRemote: at('mfe-shop/src/pages/Example.tsx', "import { HOUSING_META } from 'mfe-housing';"),
    remoteServerImportsRemote: at(
      'mfe-shop/server/example.ts',
      "import { readCjConfig } from 'mfe-housing/server/cjConfig';",
    ),
    remoteImportsItself: at('mfe-housing/src/pages/Example.tsx', "import { HOUSING_META } from '../content/housing';"),
    // Browser code importing server code.
    shellAppImportsServer: at('shell/src/Example.tsx', "import { createSiteServer } from 'site-server';"),
    remoteBrowserImportsItsServer: at('mfe-housing/src/api/example.ts', "import { hotelsApi } from '../../server';"),
    sharedBrowserImportsSharedServer: at(
      'shared/src/ui/Example.tsx',
      "import { UpstreamCache } from 'shared/server/upstreamCache';",
    ),
    // MUI, React Router and React Query outside shared.
    muiInRemote: at('mfe-dining/src/pages/Example.tsx', "import Button from '@mui/material/Button';"),
    routerInShell: at('shell/src/Example.tsx', "import { Link } from 'react-router';"),
    queryInServer: at('site-server/src/example.ts', "import { QueryClient } from '@tanstack/react-query';"),
    // The site server and the app: only through the app's server entry.
    serverImportsApp: at('site-server/src/render/example.ts', "import { Site } from 'shell/src/App';"),
    serverImportsAppRelatively: at(
      'site-server/src/render/example.ts',
      "import { Site } from '../../../shell/src/App';",
    ),
    serverImportsAppEntry: at('site-server/src/render/example.ts', "import { renderPage } from 'shell/entry.server';"),
    // A package's sources, instead of its exported entry points.
    remoteImportsSharedSources: at(
      'mfe-dining/src/pages/Example.tsx',
      "import { SECTIONS } from 'shared/src/sections';",
    ),
    shellImportsSharedRelatively: at('shell/src/Example.tsx', "import { SECTIONS } from '../../shared/src/sections';"),
    remoteImportsSharedEntry: at('mfe-dining/src/pages/Example.tsx', "import { SECTIONS } from 'shared/site';"),
    // Server code and the browser platform.
    serverImportsBrowserPlatform: at('site-server/src/render/example.ts', "import { LOCALE_INFO } from 'shared';"),
    remoteServerImportsBrowserPlatform: at('mfe-housing/server/example.ts', "import { isIsoDate } from 'shared';"),
    serverImportsSiteContract: at('site-server/src/render/example.ts', "import { LOCALE_INFO } from 'shared/site';"),
    // The platform page (site-control/src/platform/) renders the site's MUI and theme to HTML: the one server folder
    // that may take the browser platform, and still only through shared.
    platformPageImportsSharedMui: at(
      'site-control/src/platform/pages/Example.tsx',
      "import { Button } from 'shared/mui';",
    ),
    platformPageImportsTheme: at('site-control/src/platform/ui.ts', "import { expoTheme } from 'shared';"),
    platformPageImportsMui: at(
      'site-control/src/platform/pages/Example.tsx',
      "import { Button } from '@mui/material';",
    ),
    platformPageImportsApp: at('site-control/src/platform/pages/Example.tsx', "import { Site } from 'shell/src/App';"),
    // The services meet only through the contract; the control plane takes the site server's render pool, and the CLI only the API's contract.
    siteImportsControlPlane: at('site-server/src/pages/example.ts', "import { startControl } from 'site-control';"),
    siteImportsStandalone: at('site-server/src/example.ts', "import { main } from 'site-standalone';"),
    controlImportsSite: at('site-control/src/delivery/example.ts', "import { startSite } from 'site-server/main';"),
    controlImportsSiteRoot: at('site-control/src/example.ts', "import { createSiteServer } from 'site-server';"),
    controlImportsRenderPool: at(
      'site-control/src/delivery/example.ts',
      "import { createRenderProcessHost } from 'site-server/render';",
    ),
    contractImportsSite: at('site-contract/src/registry/example.ts', "import { startSite } from 'site-server/main';"),
    contractImportsControl: at('site-contract/src/example.ts', "import { startControl } from 'site-control';"),
    cliImportsStores: at('site-control/cli/example.ts', "import { openStores } from 'site-contract/stores';"),
    cliImportsControlPlane: at(
      'site-control/cli/example.ts',
      "import { createDelivery } from '../src/delivery/delivery';",
    ),
    cliImportsApiContract: at('site-control/cli/example.ts', "import { hashOfKey } from 'site-contract/api';"),
    controlTestStartsSite: at(
      'site-control/src/rollout/example.ssr.ts',
      "import { startReleaseSite } from 'site-server/testing';",
    ),
    standaloneImportsBoth: at(
      'site-standalone/src/example.ts',
      "import { startControl } from 'site-control';\nimport { startSite } from 'site-server/main';",
    ),
    telemetryImportsSharedMui: at('site-server/src/telemetry/example.ts', "import { Button } from 'shared/mui';"),
    // Server code and the browser code beside it: shared/server none of it, a section's server its content data only.
    sharedServerImportsBrowserSources: at('shared/server/example.ts', "import { SECTIONS } from '../src/sections';"),
    sharedServerTestingImportsBrowserSources: at(
      'shared/server/testing/example.ts',
      "import { stubFetch } from '../../src/testing/stubFetch';",
    ),
    remoteServerImportsPage: at(
      'mfe-housing/server/example.ts',
      "import { HousingPage } from '../src/pages/HousingPage';",
    ),
    remoteServerImportsComponent: at(
      'mfe-shop/server/example.ts',
      "import { ProductCard } from '../src/components/ProductCard';",
    ),
    remoteServerImportsQuery: at('mfe-housing/server/example.ts', "import { useHotels } from '../src/api/hotels';"),
    remoteServerImportsContent: at(
      'mfe-housing/server/example.ts',
      "import { DEMO_HOTELS } from '../src/content/demoHotels';",
    ),
    remoteServerImportsContentType: at(
      'mfe-shop/server/example.ts',
      "import type { PrintOnDemandCatalog } from '../src/content/printOnDemand';",
    ),
    // The platform's entry points (shared/*.ts, shared/mui-widgets/) are browser code.
    sharedEntryImportsServer: at('shared/example.ts', "import { upstream } from './server/upstream';"),
    sharedEntryImportsBuild: at('shared/example.ts', "import { createRemoteConfig } from './build';"),
    sharedWidgetImportsServer: at('shared/mui-widgets/example.ts', "import { UpstreamCache } from 'shared/server';"),
    sharedWidgetImportsServerRelatively: at(
      'shared/mui-widgets/example.ts',
      "import { UpstreamCache } from '../server/upstreamCache';",
    ),
    sharedEntryImportsItsSources: at('shared/example.ts', "import { SECTIONS } from './src/sections';"),
    sharedWidgetImportsMui: at('shared/mui-widgets/example.ts', "import { Tabs } from '@mui/material';"),
    // Browser tests and tools: another package's src/ folder, by name or by a relative path.
    e2eImportsShellSources: at(
      'e2e/example.spec.ts',
      "import { OFFLINE_READY_MARK } from '../shell/src/startup/startupMarks';",
    ),
    e2eSupportImportsRemoteSources: at(
      'e2e/support/example.ts',
      "import { DEMO_HOTELS } from '../../mfe-housing/src/content/demoHotels';",
    ),
    scriptImportsSharedSources: at('scripts/example.ts', "import { SECTIONS } from 'shared/src/sections';"),
    benchImportsShellSources: at(
      'scripts/bench/example.ts',
      "import { createRemoteLoader } from '../../shell/src/federation/runtime/remoteLoader';",
    ),
    scriptTestImportsShellSources: at(
      'scripts/example.test.ts',
      "import { DEFERRED_WORK_MARK } from '../shell/src/startup/startupMarks';",
    ),
    e2eImportsShellEntry: at('e2e/example.spec.ts', "import { OFFLINE_READY_MARK } from 'shell/startup-marks';"),
    benchImportsShellEntry: at('scripts/bench/example.ts', "import { createRemoteLoader } from 'shell/remote-loader';"),
    scriptImportsSharedEntry: at('scripts/example.ts', "import { SECTIONS } from 'shared/site';"),
    // Tests keep the package boundaries of the code beside them.
    shellTestImportsServer: at('shell/src/Example.test.tsx', "import { createSiteServer } from 'site-server';"),
    remoteTestImportsRemote: at('mfe-shop/src/pages/Example.test.tsx', "import { HOUSING_META } from 'mfe-housing';"),
    remoteTestingImportsShell: at(
      'mfe-shop/src/testing/example.ts',
      "import { renderPage } from 'shell/entry.server';",
    ),
    shellTestImportsSharedSources: at('shell/src/Example.test.tsx', "import { SECTIONS } from 'shared/src/sections';"),
    serverTestImportsApp: at('site-server/src/render/example.test.ts', "import { Site } from 'shell/src/App';"),
    serverTestImportsBrowserPlatform: at(
      'site-server/src/render/example.test.ts',
      "import { LOCALE_INFO } from 'shared';",
    ),
    remoteServerTestImportsPage: at(
      'mfe-housing/server/example.test.ts',
      "import { HousingPage } from '../src/pages/HousingPage';",
    ),
    // Allowed: through shared, and a library in a test.
    muiThroughShared: at('mfe-dining/src/pages/Example.tsx', "import { Button } from 'shared/mui';"),
    libraryInTest: at('shell/src/Example.test.tsx', "import { useTheme } from '@mui/material/styles';"),
    libraryInRemoteTest: at('mfe-dining/src/pages/Example.test.tsx', "import { MemoryRouter } from 'react-router';"),
    libraryInServerTest: at('site-server/src/example.test.ts', "import { QueryClient } from '@tanstack/react-query';"),
    libraryInTestingFolder: at('shell/src/testing/example.ts', "import Button from '@mui/material/Button';"),
    muiInShared: at('shared/src/ui/Example.tsx', "import Button from '@mui/material/Button';"),
  };
  let messages: Record<keyof typeof cases, string[]>;
  beforeAll(async () => {
    const names = Object.keys(cases) as Array<keyof typeof cases>;
    const results = await restrictedImportMessages(names.map((name) => cases[name]));
    messages = Object.fromEntries(names.map((name, index) => [name, results[index]])) as typeof messages;
  }, 120_000);

  it('refuse a remote importing the shell or another remote, in its browser code and its server code', () => {
    for (const name of ['remoteImportsShell', 'remoteImportsRemote', 'remoteServerImportsRemote'] as const) {
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining('A remote imports neither the shell nor another remote')],
      ]);
    }
    expect(messages.remoteImportsItself).toEqual([]);
  });

  it('refuse browser code importing server code: the shell app, a remote and shared', () => {
    for (const name of [
      'shellAppImportsServer',
      'remoteBrowserImportsItsServer',
      'sharedBrowserImportsSharedServer',
    ] as const) {
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining('Browser code does not import server code')],
      ]);
    }
  });

  it('refuse the site server importing the app other than through its server entry', () => {
    expect(messages.serverImportsApp).toEqual([
      expect.stringContaining("only through its server entry, 'shell/entry.server'"),
      expect.stringContaining('never through its src/ folder'),
    ]);
    expect(messages.serverImportsAppRelatively).toEqual([expect.stringContaining('never through its src/ folder')]);
    expect(messages.serverImportsAppEntry).toEqual([]);
  });

  it('refuse imports of a package’s sources, and allow its exported entry points', () => {
    for (const name of ['remoteImportsSharedSources', 'shellImportsSharedRelatively'] as const) {
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining('through the entry points its package.json exports')],
      ]);
    }
    expect(messages.remoteImportsSharedEntry).toEqual([]);
  });

  it('refuse server code importing the browser platform, and allow the site’s contract', () => {
    for (const name of ['serverImportsBrowserPlatform', 'remoteServerImportsBrowserPlatform'] as const) {
      expect([name, messages[name]]).toEqual([name, [expect.stringContaining("never the browser platform ('shared'")]]);
    }
    expect(messages.serverImportsSiteContract).toEqual([]);
  });

  it('fence the two services from each other and from the contract, and the CLI from every server module', () => {
    for (const name of ['siteImportsControlPlane', 'siteImportsStandalone'] as const)
      expect([name, messages[name]]).toEqual([name, [expect.stringContaining('never imports the control plane')]]);
    for (const name of ['controlImportsSite', 'controlImportsSiteRoot'] as const)
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining("imports the site server only for its render pool ('site-server/render')")],
      ]);
    for (const name of ['contractImportsSite', 'contractImportsControl'] as const)
      expect([name, messages[name]]).toEqual([name, [expect.stringContaining('it imports neither of them')]]);
    for (const name of ['cliImportsStores', 'cliImportsControlPlane'] as const)
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining("The release CLI imports only the delivery API's contract")],
      ]);
    for (const name of [
      'controlImportsRenderPool',
      'cliImportsApiContract',
      'controlTestStartsSite',
      'standaloneImportsBoth',
    ] as const)
      expect([name, messages[name]]).toEqual([name, []]);
  });

  it('let the platform page, and no other server folder, take MUI and the theme through shared, never MUI or the app', () => {
    expect(messages.platformPageImportsSharedMui).toEqual([]);
    expect(messages.platformPageImportsTheme).toEqual([]);
    expect(messages.platformPageImportsMui).toEqual([expect.stringContaining('imported only through `shared`')]);
    expect(messages.platformPageImportsApp).toEqual([
      expect.stringContaining("only through its server entry, 'shell/entry.server'"),
      expect.stringContaining('never through its src/ folder'),
    ]);
    expect(messages.telemetryImportsSharedMui).toEqual([
      expect.stringContaining("never the browser platform ('shared'"),
    ]);
  });

  it('refuse MUI, React Router and React Query outside shared, and allow them through shared and in tests', () => {
    for (const name of ['muiInRemote', 'routerInShell', 'queryInServer'] as const) {
      expect([name, messages[name]]).toEqual([name, [expect.stringContaining('imported only through `shared`')]]);
    }
    for (const name of [
      'muiThroughShared',
      'libraryInTest',
      'libraryInRemoteTest',
      'libraryInServerTest',
      'libraryInTestingFolder',
      'muiInShared',
    ] as const)
      expect([name, messages[name]]).toEqual([name, []]);
  });

  it('refuse shared/server importing the browser platform’s sources', () => {
    for (const name of ['sharedServerImportsBrowserSources', 'sharedServerTestingImportsBrowserSources'] as const) {
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining("shared/server does not import the browser platform's sources")],
      ]);
    }
  });

  it('refuse a section’s server code importing its browser code, and allow its content data', () => {
    for (const name of [
      'remoteServerImportsPage',
      'remoteServerImportsComponent',
      'remoteServerImportsQuery',
    ] as const) {
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining("A section's server code takes only its content data from its browser code")],
      ]);
    }
    expect(messages.remoteServerImportsContent).toEqual([]);
    expect(messages.remoteServerImportsContentType).toEqual([]);
  });

  it('refuse the platform’s entry points importing server or build code, and allow their sources and MUI', () => {
    for (const name of [
      'sharedEntryImportsServer',
      'sharedEntryImportsBuild',
      'sharedWidgetImportsServer',
      'sharedWidgetImportsServerRelatively',
    ] as const) {
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining("The platform's entry points are browser code")],
      ]);
    }
    expect(messages.sharedEntryImportsItsSources).toEqual([]);
    expect(messages.sharedWidgetImportsMui).toEqual([]);
  });

  it('refuse browser tests and tools importing another package’s src/, and allow its exported entry points', () => {
    for (const name of [
      'e2eImportsShellSources',
      'e2eSupportImportsRemoteSources',
      'scriptImportsSharedSources',
      'benchImportsShellSources',
      'scriptTestImportsShellSources',
    ] as const) {
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining('Tests and tools import a package through the entry points its package.json exports')],
      ]);
    }
    for (const name of ['e2eImportsShellEntry', 'benchImportsShellEntry', 'scriptImportsSharedEntry'] as const)
      expect([name, messages[name]]).toEqual([name, []]);
  });

  it('keep every package boundary in tests and test helpers', () => {
    expect(messages.shellTestImportsServer).toEqual([
      expect.stringContaining('Browser code does not import server code'),
    ]);
    for (const name of ['remoteTestImportsRemote', 'remoteTestingImportsShell'] as const) {
      expect([name, messages[name]]).toEqual([
        name,
        [expect.stringContaining('A remote imports neither the shell nor another remote')],
      ]);
    }
    expect(messages.shellTestImportsSharedSources).toEqual([
      expect.stringContaining('through the entry points its package.json exports'),
    ]);
    expect(messages.serverTestImportsApp).toEqual([
      expect.stringContaining("only through its server entry, 'shell/entry.server'"),
      expect.stringContaining('never through its src/ folder'),
    ]);
    expect(messages.serverTestImportsBrowserPlatform).toEqual([
      expect.stringContaining("never the browser platform ('shared'"),
    ]);
    expect(messages.remoteServerTestImportsPage).toEqual([
      expect.stringContaining("A section's server code takes only its content data from its browser code"),
    ]);
  });
});
