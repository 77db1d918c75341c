/** @jest-environment node */
import { ActionInvalid, actionOf, describe as describeAction, fieldsOf } from './actions';
import { fromOwnOrigin, sameToken, sessionIdOf, createSessionStore } from './sessions';

describe('a form as an action', () => {
  it('takes what the page’s forms send, and gives the same fields back for the confirmation', () => {
    const promote = actionOf({
      action: 'promote',
      remote: 'mfe-shop',
      release: 's2',
      percent: '',
      plan: '10, 50,100',
      step: '15',
      onWorse: 'hold',
    });
    expect(promote).toEqual({
      kind: 'promote',
      remote: 'mfe-shop',
      release: 's2',
      percent: 10,
      plan: { steps: [10, 50, 100], stepMs: 15 * 60_000 },
      onWorse: 'hold',
    });
    expect(actionOf(fieldsOf(promote))).toEqual(promote);
    expect(actionOf({ action: 'promote', remote: 'mfe-shop', release: 's2' })).toMatchObject({ percent: 100 });
    expect(actionOf({ action: 'pause', remote: 'mfe-access', release: 'ignored', note: ' why ' })).toEqual({
      kind: 'pause',
      remote: 'mfe-access',
      note: 'why',
    });
  });

  it.each([
    [{ action: 'delete', remote: 'mfe-shop' }, 'not an action'],
    [{ action: 'pause', remote: 'mfe-nope' }, 'not a section'],
    [{ action: 'promote', remote: 'mfe-shop', release: '../x' }, 'not a release id'],
    [{ action: 'promote', remote: 'mfe-shop', release: 's2', percent: '0' }, 'from 1 to 100'],
    [{ action: 'promote', remote: 'mfe-shop', release: 's2', percent: '10.5' }, 'from 1 to 100'],
    [
      { action: 'promote', remote: 'mfe-shop', release: 's2', plan: '50,10,100', step: '5' },
      'larger than the one before',
    ],
    [{ action: 'promote', remote: 'mfe-shop', release: 's2', plan: '10,50', step: '5' }, 'ends at 100'],
    [{ action: 'promote', remote: 'mfe-shop', release: 's2', plan: '10,100' }, 'how long each share'],
    [{ action: 'promote', remote: 'mfe-shop', release: 's2', plan: '10,100', step: '5', percent: '20' }, 'first share'],
    [{ action: 'raise', remote: 'mfe-shop', release: 's2' }, 'new share'],
    [{ action: 'rollback', remote: 'mfe-shop', release: 's2' }, 'canary, or the live release'],
    [{ action: 'pause', remote: 'mfe-shop', note: 'x'.repeat(501) }, 'at most 500'],
  ])('refuses %j', (fields, message) => {
    expect(() => actionOf(fields)).toThrow(ActionInvalid);
    expect(() => actionOf(fields)).toThrow(message);
  });

  it('is described against the remote’s state, and refused when that state does not allow it', () => {
    const canary = { release: 's2', percent: 10, startedAt: '', percentSince: '' };
    const rollbackCanary = actionOf({ action: 'rollback', of: 'canary', remote: 'mfe-shop', release: 's2' });
    expect(describeAction(rollbackCanary, { release: 's1', canary }).question).toBe("Roll back mfe-shop's canary s2?");
    expect(() => describeAction(rollbackCanary, { release: 's2' })).toThrow('has no canary s2 now');
    const rollbackLive = actionOf({ action: 'rollback', of: 'live', remote: 'mfe-shop', release: 's1' });
    expect(() => describeAction(rollbackLive, { release: 's1', canary })).toThrow('roll that back first');
    const raise = actionOf({ action: 'raise', remote: 'mfe-shop', release: 's2', percent: '5' });
    expect(() => describeAction(raise, { release: 's1', canary })).toThrow('give a larger share');
    const canaryFirst = actionOf({ action: 'promote', remote: 'mfe-shop', release: 's2', percent: '10' });
    expect(() => describeAction(canaryFirst, undefined)).toThrow('promote one to every visitor first');
    expect(() => describeAction(actionOf({ action: 'resume', remote: 'mfe-shop' }), { release: 's1' })).toThrow(
      'is not paused',
    );
  });
});

describe('sessions and the checks on a change', () => {
  it('ends a session after its time, and reads its id from the Cookie header', async () => {
    let now = 0;
    const sessions = createSessionStore({ ttlMs: 1000, now: () => now });
    const key = { name: 'platform', scope: 'platform' as const, hash: '0'.repeat(64) };
    const { id } = await sessions.create(key);
    expect(sessionIdOf(`a=b; expo_platform_session=${id}; c=d`)).toBe(id);
    expect((await sessions.get(id, () => true))?.key).toBe(key);
    now = 1000;
    expect(await sessions.get(id, () => true)).toBeUndefined();
  });

  it('compares CSRF tokens whole, and takes only this origin’s requests', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abd', 'abc')).toBe(false);
    expect(sameToken('ab', 'abc')).toBe(false);
    expect(sameToken(undefined, 'abc')).toBe(false);
    const own = ['http://127.0.0.1:8090'];
    expect(fromOwnOrigin({ 'sec-fetch-site': 'same-origin' }, own)).toBe(true);
    expect(fromOwnOrigin({ origin: 'http://127.0.0.1:8090' }, own)).toBe(true);
    expect(fromOwnOrigin({ 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:8090' }, own)).toBe(false);
    expect(fromOwnOrigin({ 'sec-fetch-site': 'none' }, own)).toBe(false);
    expect(fromOwnOrigin({ origin: 'http://127.0.0.1:8091' }, own)).toBe(false);
    expect(fromOwnOrigin({}, own)).toBe(false);
  });
});
