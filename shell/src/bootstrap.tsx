import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { remotes } from './federation/remotes';

function start() {
  // Remote URLs come from the registry at run time, so a remote can move or redeploy without a shell
  // build. The first paint does not wait for it: only loading a section does.
  void remotes.start();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

start();
