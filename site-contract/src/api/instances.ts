/** How often an instance tells the store which revision it serves when none changes. */
export const INSTANCE_REPORT_EVERY_MS = 5000;

/** An instance that has not reported for three of its heartbeats is probably gone (stopped, or cut off from the store). */
export const INSTANCE_SILENT_AFTER_MS = 3 * INSTANCE_REPORT_EVERY_MS;
