import { SECTIONS } from 'shared/site';

/** A stack frame in remote code: Module Federation's Node runtime evaluates it under its file name (remoteEntry.js, a chunk), not a path. */
const REMOTE_FRAME = /^\s+at (?:.*\()?(?!node:|\/|native|<anonymous>)([^()\s]+\.js):\d+:\d+\)?$/m;

/**
 * The rule for code that runs on the server: a remote's modules start nothing when they are
 * evaluated (no timer, no process listener, no new global), since the render process evaluates a
 * remote once and renders every visitor's page with it. This starts watching for what remote code
 * creates; the returned function stops watching and lists what it saw.
 */
export function watchModuleScope(): () => string[] {
  const found: string[] = [];
  const fromRemote = (what: string) => {
    const frame = REMOTE_FRAME.exec(new Error().stack ?? '');
    if (frame) found.push(`${what} in ${frame[1]}`);
  };
  const timers = {
    setTimeout: globalThis.setTimeout,
    setInterval: globalThis.setInterval,
    setImmediate: globalThis.setImmediate,
  };
  for (const name of Object.keys(timers) as Array<keyof typeof timers>) {
    const original = timers[name] as (...args: unknown[]) => unknown;
    (globalThis as Record<string, unknown>)[name] = (...args: unknown[]) => (fromRemote(name), original(...args));
  }
  const processOn = process.on;
  process.on = function (this: NodeJS.Process, event: string | symbol, listener: (...args: unknown[]) => void) {
    fromRemote(`process.on('${String(event)}')`);
    return processOn.call(this, event, listener);
  } as typeof process.on;
  const globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
  return () => {
    Object.assign(globalThis, timers);
    process.on = processOn;
    // The federation runtime's own globals (__FEDERATION__, …) and the containers it registers are its business.
    const remoteNames = new Set<string>(SECTIONS.map((section) => section.remote));
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if (!globalsBefore.has(name) && !name.startsWith('__') && !remoteNames.has(name)) found.push(`global '${name}'`);
    }
    return found;
  };
}
