const { createRemoteConfig } = require('shared/build');

// The section's name and dev port come from shared/src/sections.ts; what it exposes is its src/exposes/.
module.exports = createRemoteConfig({ dir: __dirname });
