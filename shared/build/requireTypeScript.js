// @ts-check
// Build code is plain Node (webpack-cli loads the configs), but the sections table is TypeScript:
// tsx compiles it there. Jest compiles TypeScript itself, and tsx's esbuild cannot start in jsdom.
const path = require('node:path');

/**
 * @param {string} file relative to `from`
 * @param {string} from the requiring file (__filename)
 */
function requireTypeScript(file, from) {
  if (process.env.JEST_WORKER_ID) return require(path.resolve(path.dirname(from), file));
  return require('tsx/cjs/api').require(file, from);
}

module.exports = { requireTypeScript };
