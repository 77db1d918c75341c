// Dev-server middleware: answers /remotes.json with the dev registry (remotes on their own ports).
const fs = require('node:fs');

function devRegistryMiddleware(file) {
  return {
    name: 'remote-registry',
    path: '/remotes.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(fs.readFileSync(file, 'utf8'));
    },
  };
}

module.exports = { devRegistryMiddleware };
