// The control plane as a library: its composition root and settings, for site-standalone and the tests.
export { main, startControl } from './main';
export { readControlSettings, type ControlSettings } from './settings';
