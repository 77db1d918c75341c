// Dev-server middleware: answers /remotes.json with the dev registry (each remote on its own dev
// server, from the sections table).
const { requireTypeScript } = require('./requireTypeScript');

const { devRegistry } = requireTypeScript('../src/sections.ts', __filename);

function devRegistryMiddleware() {
  return {
    name: 'remote-registry',
    path: '/remotes.json',
    /** @param {unknown} _req @param {import('node:http').ServerResponse} res */
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(devRegistry()));
    },
  };
}

module.exports = { devRegistryMiddleware };
