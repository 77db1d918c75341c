/**
 * The render process: the one place remote code runs on the server. The site server starts it with
 * no secrets in its environment and under Node's permission model (it may read only its own bundle:
 * no other file, no writing, no child processes; see renderHost.ts), and asks it over IPC.
 */
import fs from 'node:fs';
import { RENDER_CONFIG_VARIABLE, type RenderConfig, type RenderReply, type RenderRequest } from './renderProtocol';
import { createRenderService } from './renderService';

// Module Federation's Node runtime looks for a chunk on disk (fs.existsSync) before fetching it over
// HTTP. Under Node 20's permission model existsSync throws for a path it may not read, where it should
// answer false (as later Node versions do): a file this process may not read is, for it, not there.
const existsSync = fs.existsSync;
fs.existsSync = (file) => {
  try {
    return existsSync(file);
  } catch {
    return false;
  }
};

const answer = createRenderService(JSON.parse(process.env[RENDER_CONFIG_VARIABLE] ?? '{}') as RenderConfig);

process.on('message', ({ id, ...question }: RenderRequest) => {
  void answer(question).then((reply) => process.send!({ ...reply, id } as RenderReply));
});
// The site server going away takes this process with it.
process.on('disconnect', () => process.exit(0));
