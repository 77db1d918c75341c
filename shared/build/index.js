// @ts-check
// The one webpack + Module Federation config factory: a package's webpack.config.js is a call to one of these.
const { createHostConfig } = require('./hostConfig');
const { createRemoteConfig } = require('./remoteConfig');
const { requireTypeScript } = require('./requireTypeScript');
const { devRegistryMiddleware } = require('./devRegistry');

module.exports = { createHostConfig, createRemoteConfig, requireTypeScript, devRegistryMiddleware };
