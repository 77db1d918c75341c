import { RELEASE_ID, SECTIONS, sectionNamed } from 'shared/site';
import type { Delivery } from '../delivery/delivery';
import type { LiveRelease, RegistryRevision, RolloutPlan } from 'site-contract/registry/revisionStore';
import { planRefusal, sharesOf, wholeNumberOf } from 'site-contract/api/rolloutPlan';

/** What the platform page can do to a remote, each behind a confirmation. */
export const ACTION_KINDS = ['promote', 'raise', 'rollback', 'pause', 'resume'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/**
 * One change, as its forms carry it (the overview's form to the confirmation, the confirmation's to
 * the change): the same fields both ways.
 */
export interface PlatformAction {
  kind: ActionKind;
  /** The section's package (mfe-shop). */
  remote: string;
  /**
   * promote: the release to make live (or the canary); raise: the canary's release; rollback: the
   * release it ends (the canary) or leaves (the live one), checked again when it is confirmed, so a
   * rollback never undoes something other than what the confirmation named.
   */
  release?: string;
  /** rollback: whether it ends the canary or leaves the live release (a confirmation for one never does the other). */
  of?: 'canary' | 'live';
  /** promote: the share of visitors (100: all); raise: the new share. */
  percent?: number;
  plan?: RolloutPlan;
  onWorse?: 'rollback' | 'hold';
  note?: string;
}

/** A form that cannot be an action: why, for the page. */
export class ActionInvalid extends Error {}

const PACKAGES: readonly string[] = SECTIONS.map((section) => section.package);

type Fields = Record<string, unknown>;
const field = (fields: Fields, name: string): string | undefined => {
  const value = fields[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

function percentOf(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  const percent = Number(text);
  if (!/^\d{1,3}$/.test(text) || percent < 1 || percent > 100)
    throw new ActionInvalid(`${what} is a whole number from 1 to 100, not ${JSON.stringify(text.slice(0, 20))}.`);
  return percent;
}

/**
 * The plan the form's fields write (shares as `10,50,100`, minutes each is held), held to the
 * contract's one schema: a plan it refuses is refused here with the same rule, and how to write it.
 */
function planOf(steps: string | undefined, stepMinutes: string | undefined): RolloutPlan | undefined {
  if (steps === undefined) return undefined;
  if (stepMinutes === undefined) throw new ActionInvalid('A plan needs how long each share is held, in minutes.');
  const plan = { steps: sharesOf(steps), stepMs: wholeNumberOf(stepMinutes) * 60_000 };
  const refusal = planRefusal(plan);
  if (refusal)
    throw new ActionInvalid(
      `${refusal[0].toUpperCase()}${refusal.slice(1)}: write the shares as 10,50,100, and the minutes each is held.`,
    );
  return plan;
}

/** The action a form (its query or its body) describes; ActionInvalid when it describes none. */
export function actionOf(fields: Fields): PlatformAction {
  const kind = field(fields, 'action');
  if (!ACTION_KINDS.includes(kind as ActionKind)) throw new ActionInvalid('That is not an action this page takes.');
  const remote = field(fields, 'remote');
  if (!remote || !PACKAGES.includes(remote)) throw new ActionInvalid('That is not a section of the site.');
  const release = field(fields, 'release');
  if (release !== undefined && !RELEASE_ID.test(release)) throw new ActionInvalid('That is not a release id.');
  const note = field(fields, 'note');
  if (note !== undefined && note.length > 500) throw new ActionInvalid('A note is at most 500 characters.');
  const action: PlatformAction = { kind: kind as ActionKind, remote, ...(note !== undefined && { note }) };
  if (kind === 'pause' || kind === 'resume') return action;
  if (!release) throw new ActionInvalid(kind === 'rollback' ? 'Which release to roll back?' : 'Choose a release.');
  if (kind === 'rollback') {
    const of = field(fields, 'of');
    if (of !== 'canary' && of !== 'live') throw new ActionInvalid('Roll back the canary, or the live release?');
    return { ...action, release, of };
  }
  const plan = kind === 'promote' ? planOf(field(fields, 'plan'), field(fields, 'step')) : undefined;
  const percent = percentOf(field(fields, 'percent'), 'The share');
  if (plan && percent !== undefined && percent !== plan.steps[0])
    throw new ActionInvalid(`A plan starts at its first share (${plan.steps[0]}%): leave the share empty.`);
  if (kind === 'raise' && percent === undefined) throw new ActionInvalid('Give the canary’s new share.');
  const onWorse = field(fields, 'onWorse');
  if (onWorse !== undefined && onWorse !== 'rollback' && onWorse !== 'hold')
    throw new ActionInvalid('If the judge finds it worse: roll back or hold.');
  return {
    ...action,
    release,
    percent: percent ?? plan?.steps[0] ?? 100,
    ...(plan && { plan }),
    ...(kind === 'promote' && onWorse && { onWorse }),
  };
}

/** The hidden fields a confirmation's form carries to make the change it describes. */
export function fieldsOf(action: PlatformAction): Record<string, string> {
  return {
    action: action.kind,
    remote: action.remote,
    ...(action.release !== undefined && { release: action.release }),
    ...(action.of && { of: action.of }),
    ...(action.percent !== undefined && { percent: String(action.percent) }),
    ...(action.plan && { plan: action.plan.steps.join(','), step: String(action.plan.stepMs / 60_000) }),
    ...(action.onWorse && { onWorse: action.onWorse }),
  };
}

/** What the confirmation says: a question naming the change, and what visitors will see. */
export interface ActionDescription {
  question: string;
  consequences: string[];
  /** The confirm button's label. */
  confirm: string;
  /** Whether it takes a release away from visitors (the button says so in its colour too). */
  destructive: boolean;
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

/**
 * The action against the remote's current state, described; ActionInvalid when that state makes it
 * impossible or not what was asked (the canary a raise names has ended, say). Checked again just
 * before the change is made.
 */
export function describe(action: PlatformAction, current: LiveRelease | undefined): ActionDescription {
  const { remote, release } = action;
  const canary = current?.canary;
  switch (action.kind) {
    case 'promote': {
      if (!current && action.percent! < 100)
        throw new ActionInvalid(`${remote} has no live release yet: promote one to every visitor first.`);
      if (current?.release === release) throw new ActionInvalid(`${remote} ${release} is the live release already.`);
      if (action.percent! >= 100)
        return {
          question: `Promote ${remote} ${release} to every visitor?`,
          consequences: [
            `Every page, server render and browser uses it within seconds${current ? `, instead of ${current.release}` : ''}.`,
            ...(canary && canary.release !== release ? [`The canary ${canary.release} ends.`] : []),
            ...(current?.paused ? [`${remote} stays paused until it is resumed.`] : []),
          ],
          confirm: 'Confirm: promote',
          destructive: false,
        };
      return {
        question: `Start a canary of ${remote} ${release} at ${action.percent}% of visitors?`,
        consequences: [
          `${action.percent}% of visitors get ${release}; the others keep the live release ${current!.release}. The judge compares the two.`,
          ...(canary && canary.release !== release ? [`It replaces the canary ${canary.release}.`] : []),
          ...(action.plan
            ? [
                `Plan: ${action.plan.steps.join('%, ')}%, each share held ${minutes(action.plan.stepMs)} once the judge passes it.`,
              ]
            : []),
          action.onWorse === 'hold'
            ? 'If the judge finds it worse, its share is held and the page warns.'
            : 'If the judge finds it worse, it is rolled back on its own.',
        ],
        confirm: 'Confirm: start the canary',
        destructive: false,
      };
    }
    case 'raise': {
      if (!canary || canary.release !== release)
        throw new ActionInvalid(`${remote} has no canary ${release} now: nothing to raise.`);
      if (action.percent! <= canary.percent)
        throw new ActionInvalid(`The canary is at ${canary.percent}% already: give a larger share.`);
      if (action.percent! >= 100)
        return {
          question: `Complete ${remote}'s canary ${release}, making it the live release for every visitor?`,
          consequences: [
            `Every visitor gets ${release} within seconds; ${current!.release} stays stored for a rollback.`,
          ],
          confirm: 'Confirm: complete',
          destructive: false,
        };
      return {
        question: `Raise ${remote}'s canary ${release} from ${canary.percent}% to ${action.percent}% of visitors?`,
        consequences: [`Visitors already on it stay on it; more join them. The judge's figures start again from now.`],
        confirm: 'Confirm: raise',
        destructive: false,
      };
    }
    case 'rollback':
      if (action.of === 'canary') {
        if (canary?.release !== release)
          throw new ActionInvalid(`${remote} has no canary ${release} now: it has ended or been replaced.`);
        return {
          question: `Roll back ${remote}'s canary ${release}?`,
          consequences: [`Visitors on it go back to the live release ${current!.release}.`],
          confirm: 'Confirm: roll back',
          destructive: true,
        };
      }
      if (canary)
        throw new ActionInvalid(
          `${remote} has a canary (${canary.release}) now: roll that back first, or complete it.`,
        );
      if (current?.release !== release) throw new ActionInvalid(`${release} is not ${remote}'s live release now.`);
      return {
        question: `Roll back ${remote} from ${release}?`,
        consequences: [`Every visitor goes back to the release that was live before ${release}.`],
        confirm: 'Confirm: roll back',
        destructive: true,
      };
    case 'pause':
      if (!current) throw new ActionInvalid(`${remote} has no live release to pause.`);
      if (current.paused) throw new ActionInvalid(`${remote} is paused already.`);
      return {
        question: `Pause ${remote}?`,
        consequences: [
          'Its section shows as temporarily unavailable on every page, in every language, until it is resumed.',
        ],
        confirm: 'Confirm: pause',
        destructive: true,
      };
    case 'resume':
      if (!current?.paused) throw new ActionInvalid(`${remote} is not paused.`);
      return {
        question: `Resume ${remote}?`,
        consequences: [
          `Its section is served again, with ${current.release}${canary ? ` (and its canary ${canary.release})` : ''}.`,
        ],
        confirm: 'Confirm: resume',
        destructive: false,
      };
  }
}

/** Makes the change through the delivery service, as `who` (the key's name), so the audit log records it as the CLI's. */
export function run(delivery: Delivery, who: string, action: PlatformAction): Promise<RegistryRevision> {
  const { remote, release, note } = action;
  switch (action.kind) {
    case 'promote':
      return delivery.promote(who, remote, release!, note, {
        percent: action.plan ? undefined : action.percent,
        plan: action.plan,
        onWorse: action.onWorse,
      });
    case 'raise':
      return delivery.promote(who, remote, release!, note, { percent: action.percent });
    case 'rollback':
      return delivery.rollback(who, remote, undefined, note);
    case 'pause':
      return delivery.pause(who, remote, note);
    case 'resume':
      return delivery.resume(who, remote, note);
  }
}

/** What the page says once the change is made. */
export function doneText(action: PlatformAction, revision: RegistryRevision): string {
  const { remote, release } = action;
  const name = sectionNamed(remote)?.remote;
  const after = name === undefined ? undefined : revision.remotes[name];
  const what = {
    promote:
      action.percent! >= 100
        ? `Promoted ${remote} ${release} to every visitor`
        : `Started a canary of ${remote} ${release} at ${action.percent}%`,
    raise:
      action.percent! >= 100
        ? `Completed ${remote}'s canary ${release}`
        : `Raised ${remote}'s canary ${release} to ${action.percent}%`,
    rollback:
      action.of === 'canary'
        ? `Rolled back ${remote}'s canary ${release}: every visitor is on ${after?.release}`
        : `Rolled back ${remote} from ${release} to ${after?.release}`,
    pause: `Paused ${remote}`,
    resume: `Resumed ${remote}`,
  }[action.kind];
  return `${what} (registry revision ${revision.revision}).`;
}
