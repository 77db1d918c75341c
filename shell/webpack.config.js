const path = require('node:path');
const { createWebpackConfig } = require('shared/build/createWebpackConfig');
const { devRegistryMiddleware } = require('./server/devRegistry');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  kind: 'host',
  devServer: {
    // In dev the registry points at each remote's own dev server; /api goes to the site server.
    setupMiddlewares: (middlewares) => [devRegistryMiddleware(path.join(__dirname, 'remotes.dev.json')), ...middlewares],
    proxy: [{ context: ['/api'], target: 'http://localhost:8080' }],
  },
});
