/** The performance mark a page sets when its deferred work starts, so `npm run size` can tell the first load from what follows it. */
export const DEFERRED_WORK_MARK = 'expo:deferred-work';

/** The mark set once every deferred part has loaded and been let render (tests wait for it before using those parts). */
export const DEFERRED_WORK_DONE_MARK = 'expo:deferred-work-done';
