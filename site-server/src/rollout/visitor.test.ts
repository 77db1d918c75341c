/** @jest-environment node */
import { registryForVisitor } from '../registry/liveRegistry';
import { bucketOf, isRobot, newVisitorId, visitorCookie, visitorIdOf } from 'site-contract/rollout/visitor';

const LIVE = {
  mfe_shop: '/releases/mfe-shop/s1/files/mf-manifest.json',
  mfe_access: '/releases/mfe-access/a1/files/mf-manifest.json',
};
const visitors = Array.from({ length: 2000 }, () => newVisitorId());
const canary = (remote: string, manifestUrl: string, percent: number) => ({ remote, manifestUrl, percent });

describe('a visitor', () => {
  it('is a random id in a first-party cookie, read back only when it is one of ours', () => {
    const id = newVisitorId();
    expect(visitorCookie(id, true)).toBe(`expo_vid=${id}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`);
    expect(visitorCookie(id, false)).not.toMatch(/Secure/);
    expect(visitorIdOf(`lang=ar; expo_vid=${id}`)).toBe(id);
    expect(visitorIdOf('expo_vid=<script>')).toBeUndefined();
    expect(visitorIdOf(`expo_vid=${id}x`)).toBeUndefined();
    expect(visitorIdOf(`my_expo_vid=${id}`)).toBeUndefined();
    expect(visitorIdOf(`expo_vid=short; expo_vid=${id}`)).toBe(id);
    expect(visitorIdOf(`a=1;expo_vid=${id};b=2`)).toBe(id);
    expect(visitorIdOf(undefined)).toBeUndefined();
  });

  it('gets a canary in the share its percent says, and keeps it as the share rises', () => {
    const at = (percent: number) =>
      visitors.filter(
        (id) =>
          registryForVisitor(LIVE, [canary('mfe_shop', '/releases/mfe-shop/s2/files/mf-manifest.json', percent)], id)
            .mfe_shop !== LIVE.mfe_shop,
      );
    const ten = at(10);
    const fifty = at(50);
    expect(ten.length / visitors.length).toBeGreaterThan(0.07);
    expect(ten.length / visitors.length).toBeLessThan(0.13);
    expect(fifty.length / visitors.length).toBeGreaterThan(0.45);
    expect(fifty.length / visitors.length).toBeLessThan(0.55);
    expect(ten.every((id) => fifty.includes(id))).toBe(true);
    expect(at(100)).toHaveLength(visitors.length);
  });

  it('is drawn for each remote’s canary apart: two canaries at once reach different visitors', () => {
    const shopBuckets = visitors.map((id) => bucketOf(id, 'mfe_shop') < 20);
    const accessBuckets = visitors.map((id) => bucketOf(id, 'mfe_access') < 20);
    const both = shopBuckets.filter((inShop, index) => inShop && accessBuckets[index]).length;
    // Independent draws: about 4% in both, not 20%.
    expect(both / visitors.length).toBeLessThan(0.08);
    const registry = registryForVisitor(
      LIVE,
      [
        canary('mfe_shop', '/releases/mfe-shop/s2/files/mf-manifest.json', 100),
        canary('mfe_access', '/releases/mfe-access/a2/files/mf-manifest.json', 100),
      ],
      visitors[0],
    );
    expect(registry).toEqual({
      mfe_shop: '/releases/mfe-shop/s2/files/mf-manifest.json',
      mfe_access: '/releases/mfe-access/a2/files/mf-manifest.json',
    });
  });

  it('on the same canaries as another visitor, gets the same registry object (worked out from once downstream)', () => {
    const canaries = [
      canary('mfe_shop', '/releases/mfe-shop/s2/files/mf-manifest.json', 50),
      canary('mfe_access', '/releases/mfe-access/a2/files/mf-manifest.json', 50),
    ];
    const shared = new Map<number, Record<string, string>>();
    const registries = visitors.slice(0, 200).map((id) => registryForVisitor(LIVE, canaries, id, { shared }));
    // Live, the shop's canary, the access canary, both: four objects for 200 visitors, each right for its visitors.
    expect(new Set(registries).size).toBe(4);
    expect(shared.size).toBe(3);
    visitors
      .slice(0, 200)
      .forEach((id, index) => expect(registries[index]).toEqual(registryForVisitor(LIVE, canaries, id)));
  });

  it('without an id (a first visit, a robot) or a canary, gets the live registry itself', () => {
    const canaries = [canary('mfe_shop', '/releases/mfe-shop/s2/files/mf-manifest.json', 99)];
    expect(registryForVisitor(LIVE, canaries, undefined)).toBe(LIVE);
    expect(registryForVisitor(LIVE, [], visitors[0])).toBe(LIVE);
    expect(isRobot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isRobot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36')).toBe(false);
  });
});
