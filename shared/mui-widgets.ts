// Compatibility only: before shared 2.2 every widget was shared as this one module, so a section
// loaded all of them for the one it used. The shell still offers it to remotes
// deployed before then; current code imports one module from shared/mui-widgets/ (the build refuses
// this path). Remove in shared 3.0.
export * from './mui-widgets/accordion';
export * from './mui-widgets/checkbox';
export * from './mui-widgets/slider';
export * from './mui-widgets/snackbar';
export * from './mui-widgets/tabs';
export * from './mui-widgets/toggle-button';
