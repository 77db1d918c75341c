import { CART_SCHEMA_VERSION, CART_STORAGE_KEY, selectCartCount, selectCartSubtotal, useCartStore } from './cartStore';

const tee = { productId: 'japan-event-tshirt', title: 'Japan Event T-Shirt', unitPrice: 29.99 };
const cap = { productId: 'sakura-cap', title: 'Sakura Cap', unitPrice: 19.99 };

function stored() {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
}

async function rehydrateFrom(raw: string | null) {
  if (raw === null) localStorage.removeItem(CART_STORAGE_KEY);
  else localStorage.setItem(CART_STORAGE_KEY, raw);
  await useCartStore.persist.rehydrate();
  return useCartStore.getState().items;
}

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
});

describe('cart store', () => {
  it('adds items, merging repeats into one line, and derives count and subtotal', () => {
    const { addItem } = useCartStore.getState();
    addItem(tee);
    addItem(tee);
    addItem(cap, 3);
    const state = useCartStore.getState();
    expect(state.items).toEqual([
      { ...tee, quantity: 2 },
      { ...cap, quantity: 3 },
    ]);
    expect(selectCartCount(state)).toBe(5);
    // 2 × 29.99 + 3 × 19.99 = 119.95 exactly, with no float drift
    expect(selectCartSubtotal(state)).toBe(119.95);
  });

  it('changes quantity, removes at zero, removes and clears', () => {
    const { addItem, setQuantity, removeItem, clear } = useCartStore.getState();
    addItem(tee);
    addItem(cap);
    setQuantity(tee.productId, 4);
    expect(useCartStore.getState().items[0].quantity).toBe(4);
    setQuantity(tee.productId, 0);
    expect(useCartStore.getState().items.map((i) => i.productId)).toEqual([cap.productId]);
    removeItem(cap.productId);
    expect(useCartStore.getState().items).toEqual([]);
    addItem(tee);
    clear();
    expect(selectCartCount(useCartStore.getState())).toBe(0);
  });

  it('persists to localStorage with a schema version', () => {
    useCartStore.getState().addItem(tee, 2);
    expect(stored()).toEqual({ state: { items: [{ ...tee, quantity: 2 }] }, version: CART_SCHEMA_VERSION });
  });

  it('restores a valid stored cart', async () => {
    const items = await rehydrateFrom(
      JSON.stringify({ state: { items: [{ ...cap, quantity: 2 }] }, version: CART_SCHEMA_VERSION }),
    );
    expect(items).toEqual([{ ...cap, quantity: 2 }]);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"state": {"items": [oops'],
    ['JSON of the wrong shape', '"just a string"'],
    ['items not a list', JSON.stringify({ state: { items: 'many' }, version: CART_SCHEMA_VERSION })],
    [
      'another schema version',
      JSON.stringify({ state: { items: [{ ...cap, quantity: 1 }] }, version: CART_SCHEMA_VERSION + 1 }),
    ],
    ['an old schema version', JSON.stringify({ state: { items: [{ id: 'x', qty: 1 }] }, version: 0 })],
  ])('starts with an empty cart, without an error, when storage is %s', async (_case, raw) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    useCartStore.setState({ items: [{ ...tee, quantity: 1 }] });
    const items = await rehydrateFrom(raw);
    expect(items).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('drops malformed items but keeps the good ones', async () => {
    const items = await rehydrateFrom(
      JSON.stringify({
        state: {
          items: [
            { ...tee, quantity: 1 },
            { ...cap, quantity: -2 },
            { productId: 'x', title: 'Free money', unitPrice: 'NaN', quantity: 1 },
            null,
          ],
        },
        version: CART_SCHEMA_VERSION,
      }),
    );
    expect(items).toEqual([{ ...tee, quantity: 1 }]);
  });
});
