const { createHostConfig } = require('shared/build');
const { devRegistryMiddleware } = require('./server/devRegistry');

module.exports = createHostConfig({
  dir: __dirname,
  devPort: 3000,
  devServer: {
    // In dev the registry points at each remote's own dev server; /api goes to the site server.
    setupMiddlewares: (middlewares) => [devRegistryMiddleware(), ...middlewares],
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
  },
});
