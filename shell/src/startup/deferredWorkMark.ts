/** The performance mark a page sets when its deferred work starts, so `npm run size` can tell the first load from what follows it. */
export const DEFERRED_WORK_MARK = 'expo:deferred-work';
