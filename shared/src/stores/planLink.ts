import * as v from 'valibot';
import { MAX_PLAN_ITEMS, PLAN_ITEM_KINDS, PlanItemSchema, type PlanItem, type PlanItemKind } from './planStore';

/**
 * A plan as a share link's fragment (`#plan=1.p:uae,e:opening-ceremony.3kq0x1`): the version, each
 * item as its kind's letter and its id, and a checksum of both. In the fragment, so nothing of anyone's
 * plan reaches a server; readable, so a link in a message shows what it holds. The checksum tells a
 * link cut short or edited by hand from the one that was shared (it is no signature: the plan is
 * not a secret, and whatever a link holds is checked item by item before anything is merged).
 */
export const PLAN_LINK_PARAMETER = 'plan';
const LINK_VERSION = '1';

const LETTER_OF: Record<PlanItemKind, string> = { pavilion: 'p', event: 'e', attraction: 'a', restaurant: 'r' };
const KIND_OF = Object.fromEntries(PLAN_ITEM_KINDS.map((kind) => [LETTER_OF[kind], kind])) as Record<
  string,
  PlanItemKind
>;

/** FNV-1a over the text, in base 36: enough to tell a changed or cut link, cheap in any browser. */
function checksumOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The fragment (without `#`) for a link's body as written, its checksum added (tests forge links with it). */
export const planLinkFragmentOf = (body: string) => `${PLAN_LINK_PARAMETER}=${body}.${checksumOf(body)}`;

/** The fragment (without `#`) that shares `items`. */
export const planLinkFragment = (items: ReadonlyArray<Pick<PlanItem, 'kind' | 'id'>>) =>
  planLinkFragmentOf(`${LINK_VERSION}.${items.map((item) => `${LETTER_OF[item.kind]}:${item.id}`).join(',')}`);

/** Why a link's plan is refused: a section of the shell words each for the visitor. */
export type PlanLinkRefusal = 'malformed' | 'changed' | 'newer-version' | 'too-many';

export type PlanLinkReading =
  | { plan: Array<Pick<PlanItem, 'kind' | 'id'>> }
  | { refused: PlanLinkRefusal }
  /** The fragment holds no plan at all (another link): nothing to ask. */
  | { none: true };

const ItemIdSchema = PlanItemSchema.entries.id;

/** What a link's fragment (`location.hash`, with or without `#`) holds: a plan, a refusal, or nothing. */
export function readPlanLink(fragment: string): PlanLinkReading {
  const parameters = new URLSearchParams(fragment.replace(/^#/, ''));
  // URLSearchParams has decoded it (a mail client may have escaped ':' and ','), and never throws.
  const value = parameters.get(PLAN_LINK_PARAMETER);
  if (value === null) return { none: true };
  const match = /^(\d+)\.([^.]*)\.([0-9a-z]+)$/.exec(value);
  if (!match) return { refused: 'malformed' };
  const [, version, entries, checksum] = match;
  if (version !== LINK_VERSION)
    return { refused: Number(version) > Number(LINK_VERSION) ? 'newer-version' : 'malformed' };
  const listed = entries === '' ? [] : entries.split(',');
  // A shared plan never lists an item twice: more entries than a plan holds is refused before any is read.
  if (listed.length > MAX_PLAN_ITEMS) return { refused: 'too-many' };
  const plan: Array<Pick<PlanItem, 'kind' | 'id'>> = [];
  const seen = new Set<string>();
  for (const entry of listed) {
    const [letter, id, rest] = entry.split(':');
    const kind = KIND_OF[letter];
    if (!kind || rest !== undefined || !v.is(ItemIdSchema, id)) return { refused: 'malformed' };
    if (seen.has(entry)) continue;
    seen.add(entry);
    plan.push({ kind, id });
  }
  // Well formed, yet not what was shared: edited by hand, or cut short.
  if (checksumOf(`${version}.${entries}`) !== checksum) return { refused: 'changed' };
  return { plan };
}
