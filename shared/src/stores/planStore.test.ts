import {
  MAX_PLAN_ITEMS,
  PLAN_SCHEMA_VERSION,
  PLAN_STORAGE_KEY,
  PLAN_UNREADABLE_KEY,
  selectInPlan,
  usePlanStore,
  type PlanItem,
} from './planStore';

const SAVED_AT = '2030-10-02T09:15:00.000Z';
const uae: PlanItem = { kind: 'pavilion', id: 'uae', savedAt: SAVED_AT };
const ceremony: PlanItem = { kind: 'event', id: 'opening-ceremony', savedAt: SAVED_AT };

/** The plan restored from `raw` as stored (null: nothing stored). */
async function restoredFrom(raw: string | null) {
  if (raw === null) localStorage.removeItem(PLAN_STORAGE_KEY);
  else localStorage.setItem(PLAN_STORAGE_KEY, raw);
  await usePlanStore.persist.rehydrate();
  return usePlanStore.getState();
}
const storedAs = (items: unknown, version = PLAN_SCHEMA_VERSION) => JSON.stringify({ state: { items }, version });

beforeEach(() => {
  localStorage.clear();
  usePlanStore.setState({ items: [], recovery: null });
});

describe('the visitor’s plan', () => {
  it('saves each item once, knows what it holds, and removes', () => {
    const { save, remove } = usePlanStore.getState();
    save('pavilion', 'uae');
    save('pavilion', 'uae');
    save('event', 'opening-ceremony');
    // The same id of another kind is another item.
    save('restaurant', 'uae');
    const state = usePlanStore.getState();
    expect(state.items.map(({ kind, id }) => `${kind}:${id}`)).toEqual([
      'pavilion:uae',
      'event:opening-ceremony',
      'restaurant:uae',
    ]);
    expect(Date.parse(state.items[0].savedAt)).not.toBeNaN();
    expect(selectInPlan('pavilion', 'uae')(state)).toBe(true);
    expect(selectInPlan('attraction', 'uae')(state)).toBe(false);
    remove('pavilion', 'uae');
    expect(selectInPlan('pavilion', 'uae')(usePlanStore.getState())).toBe(false);
    expect(usePlanStore.getState().items).toHaveLength(2);
  });

  it('is kept on the device and restored whole, with nothing to tell', async () => {
    usePlanStore.getState().save('pavilion', 'uae');
    const saved = usePlanStore.getState().items;
    const stored = localStorage.getItem(PLAN_STORAGE_KEY);
    // A new page view: the store starts empty (which it stores), then reads what the last one stored.
    usePlanStore.setState({ items: [] });
    const restored = await restoredFrom(stored);
    expect(restored.items).toEqual(saved);
    expect(restored.recovery).toBeNull();
  });

  it('keeps the well-formed items of a damaged plan, once each, and says how many it could not keep', async () => {
    const restored = await restoredFrom(
      storedAs([
        uae,
        { kind: 'pavilion', id: 'Not A Slug', savedAt: SAVED_AT },
        { kind: 'spaceship', id: 'x', savedAt: SAVED_AT },
        { kind: 'event', id: 'opening-ceremony', savedAt: 'yesterday' },
        null,
        'uae',
        uae,
        ceremony,
      ]),
    );
    expect(restored.items).toEqual([uae, ceremony]);
    expect(restored.recovery).toEqual({ kept: 2, dropped: 6, unreadable: false });
    usePlanStore.getState().dismissRecovery();
    expect(usePlanStore.getState().recovery).toBeNull();
  });

  it('keeps a plan stored by another version, older or newer, item by item', async () => {
    for (const version of [0, PLAN_SCHEMA_VERSION + 1]) {
      const restored = await restoredFrom(storedAs([uae, { kind: 'pavilion' }], version));
      expect(restored.items).toEqual([uae]);
      expect(restored.recovery).toEqual({ kept: 1, dropped: 1, unreadable: false });
    }
  });

  it('starts empty from a plan that is not JSON, says so, and keeps what was stored aside', async () => {
    const restored = await restoredFrom('{"state":{"items":[{"kind":"pavil');
    expect(restored.items).toEqual([]);
    expect(restored.recovery).toEqual({ kept: 0, dropped: 0, unreadable: true });
    expect(localStorage.getItem(PLAN_UNREADABLE_KEY)).toBe('{"state":{"items":[{"kind":"pavil');
    // Told once: the next page view finds nothing stored.
    expect(localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull();
    // Saving again writes a plan that reads back; the unreadable copy stays as it was.
    usePlanStore.getState().save('pavilion', 'uae');
    expect(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!).state.items).toHaveLength(1);
    await restoredFrom('also not json');
    expect(localStorage.getItem(PLAN_UNREADABLE_KEY)).toBe('{"state":{"items":[{"kind":"pavil');
  });

  it('restores a stored plan of a shape it does not know as empty, says so and keeps it aside; nothing stored is empty with nothing to tell', async () => {
    const odd = await restoredFrom(JSON.stringify({ state: { items: 'uae' }, version: 1 }));
    expect(odd.items).toEqual([]);
    expect(odd.recovery).toEqual({ kept: 0, dropped: 0, unreadable: true });
    expect(JSON.parse(localStorage.getItem(PLAN_UNREADABLE_KEY)!)).toEqual({ state: { items: 'uae' } });
    localStorage.clear();
    const nothing = await restoredFrom(null);
    expect(nothing.items).toEqual([]);
    expect(nothing.recovery).toBeNull();
  });

  it(`holds at most ${MAX_PLAN_ITEMS} items, stored or saved`, async () => {
    const many = Array.from({ length: MAX_PLAN_ITEMS + 5 }, (_, n) => ({
      kind: 'event',
      id: `event-${n}`,
      savedAt: SAVED_AT,
    }));
    const restored = await restoredFrom(storedAs(many));
    expect(restored.items).toHaveLength(MAX_PLAN_ITEMS);
    expect(restored.recovery).toEqual({ kept: MAX_PLAN_ITEMS, dropped: 5, unreadable: false });
    usePlanStore.getState().save('pavilion', 'uae');
    expect(usePlanStore.getState().items).toHaveLength(MAX_PLAN_ITEMS);
  });
});
