import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { App } from './App';
import { loadRegistry } from './federation/registry';
import { registerRegistry } from './federation/remotes';
import { sectionFallbackPlugin } from './federation/sectionFallbackPlugin';

async function start() {
  registerPlugins([sectionFallbackPlugin()]);
  // Remote URLs come from the registry at run time, so a remote can move or redeploy without a shell build.
  registerRegistry(await loadRegistry());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start();
