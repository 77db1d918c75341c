/** @jest-environment node */
import { authorize, hashOfKey, newDeliveryKey, parseDeliveryKeys } from './deliveryKeys';

describe('delivery keys', () => {
  const shopKey = newDeliveryKey();
  const platformKey = newDeliveryKey();
  const keys = parseDeliveryKeys(
    `shop-team:mfe-shop:${hashOfKey(shopKey)}, platform:platform:${hashOfKey(platformKey)}`,
  );

  it('are configured as name:scope:sha256, never as the key itself', () => {
    expect(keys).toEqual([
      { name: 'shop-team', scope: 'mfe-shop', hash: hashOfKey(shopKey) },
      { name: 'platform', scope: 'platform', hash: hashOfKey(platformKey) },
    ]);
    expect(JSON.stringify(keys)).not.toContain(shopKey);
    expect(shopKey).toMatch(/^expo_dk_[A-Za-z0-9_-]{43}$/);
  });

  it('let a section key change its own remote, a platform key every remote', () => {
    expect(authorize(keys, `Bearer ${shopKey}`, 'mfe-shop')).toEqual({ status: 200, key: keys[0] });
    expect(authorize(keys, `Bearer ${platformKey}`, 'mfe-housing')).toEqual({ status: 200, key: keys[1] });
  });

  it('answer 403 to a key of another section, 401 to a wrong or missing key', () => {
    expect(authorize(keys, `Bearer ${shopKey}`, 'mfe-housing')).toEqual({
      status: 403,
      message: 'The key shop-team ships mfe-shop only, not mfe-housing.',
    });
    expect(authorize(keys, `Bearer ${newDeliveryKey()}`, 'mfe-shop').status).toBe(401);
    expect(authorize(keys, undefined, 'mfe-shop').status).toBe(401);
    expect(authorize(keys, shopKey, 'mfe-shop').status).toBe(401);
    expect(authorize([], `Bearer ${shopKey}`, 'mfe-shop').status).toBe(401);
  });

  it('stop the start on a malformed entry, an unknown scope or a name given twice', () => {
    expect(() => parseDeliveryKeys('shop:mfe-shop:abc')).toThrow(/is not name:scope:sha256/);
    expect(() => parseDeliveryKeys(`shop:mfe-nothing:${hashOfKey('x')}`)).toThrow(/is not name:scope:sha256/);
    expect(() => parseDeliveryKeys(`a:platform:${hashOfKey('x')},a:mfe-shop:${hashOfKey('y')}`)).toThrow(
      'DELIVERY_KEYS: the name a is given to two keys',
    );
    expect(parseDeliveryKeys(undefined)).toEqual([]);
  });
});
