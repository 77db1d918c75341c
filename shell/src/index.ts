// No async boundary: the singletons the first paint needs are in the shell's entry (eager, see
// shared/build/sharedModules.js), so the app starts as soon as this one file has loaded.
import './bootstrap';
