import * as v from 'valibot';
import { RELEASE_ID } from 'shared/site';
import { ROLLOUT_PLAN } from './rolloutPlan';

// The delivery API's request bodies, one schema each, for the API that parses them and the clients
// that write them (the CLI, the platform page's actions through the same service calls).

/** A note for the audit log. */
const NOTE = v.optional(v.pipe(v.string(), v.maxLength(500)));
const RELEASE = v.pipe(v.string(), v.regex(RELEASE_ID));
const PERCENT = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));

/** POST /v1/remotes/:remote/releases: a build's files, base64, by their paths in the build. */
export const PublishBody = v.object({ note: NOTE, files: v.array(v.object({ path: v.string(), base64: v.string() })) });

/** POST /v1/remotes/:remote/promote */
export const PromoteBody = v.object({
  release: RELEASE,
  note: NOTE,
  /** A share of visitors under 100: a canary. */
  percent: v.optional(PERCENT),
  /** A plan: the shares, rising to 100, each held `stepMs` once the judge passes it. */
  plan: v.optional(ROLLOUT_PLAN),
  onWorse: v.optional(v.picklist(['rollback', 'hold'])),
});

/** POST /v1/remotes/:remote/rollback: to the release before, or to `to`. */
export const RollbackBody = v.object({ to: v.optional(RELEASE), note: NOTE });

/** POST /v1/remotes/:remote/pause and …/resume */
export const NoteBody = v.optional(v.object({ note: NOTE }), {});
