import { nearestJunction, type PathNetwork } from './geometry';
import { findNearest, findRoute } from './routeFinder';

/**
 * A small site: a straight line from the start to the water fountain W1 crosses a lake, so the walk
 * goes round it; the short way to the toilets is by stairs, and the tower is by stairs only.
 *
 *   start(0,0) ──100── a(100,0) ──100── b(200,0)
 *      │                                   │
 *     300 (the lake's shore)              50 stairs
 *      │                                   │
 *   W1(0,300)                          T1(200,50) ──stairs── tower(260,50)
 *      │
 *   c(0,400) ─────────400───────── T2(400,400)
 */
const SITE: PathNetwork = {
  junctions: {
    start: { x: 0, y: 0 },
    a: { x: 100, y: 0 },
    b: { x: 200, y: 0 },
    w1: { x: 0, y: 300 },
    w2: { x: 150, y: 200 },
    t1: { x: 200, y: 50 },
    tower: { x: 260, y: 50 },
    c: { x: 0, y: 400 },
    t2: { x: 400, y: 400 },
  },
  paths: [
    { from: 'start', to: 'a' },
    { from: 'a', to: 'b' },
    { from: 'b', to: 't1', steps: true },
    { from: 't1', to: 'tower', steps: true },
    { from: 'start', to: 'w1' },
    { from: 'w1', to: 'c' },
    { from: 'c', to: 't2' },
    // w2 is nearer in a straight line than w1, but the only way there is far round.
    { from: 't2', to: 'w2' },
  ],
};

describe('the route finder', () => {
  it('finds the nearest by the paths, not by a straight line', () => {
    const fountains = [
      { id: 'W2', junction: 'w2' },
      { id: 'W1', junction: 'w1' },
    ];
    const nearest = findNearest(SITE, 'start', fountains);
    expect(nearest?.candidate.id).toBe('W1');
    expect(nearest?.route).toEqual({ junctions: ['start', 'w1'], metres: 300 });
  });

  it('takes the stairs when it may, and goes round them step-free', () => {
    const toilets = [
      { id: 'T1', junction: 't1' },
      { id: 'T2', junction: 't2' },
    ];
    expect(findNearest(SITE, 'start', toilets)?.candidate.id).toBe('T1');
    const stepFree = findNearest(SITE, 'start', toilets, { stepFree: true });
    expect(stepFree?.candidate.id).toBe('T2');
    expect(stepFree?.route.junctions).toEqual(['start', 'w1', 'c', 't2']);
    expect(stepFree?.route.metres).toBe(800);
  });

  it('says when a place cannot be reached step-free, and when it cannot be reached at all', () => {
    expect(findRoute(SITE, 'start', 'tower')?.metres).toBeCloseTo(310);
    expect(findRoute(SITE, 'start', 'tower', { stepFree: true })).toBeUndefined();
    expect(findNearest(SITE, 'start', [{ junction: 'tower' }], { stepFree: true })).toBeUndefined();
    const island: PathNetwork = { junctions: { ...SITE.junctions, island: { x: 900, y: 900 } }, paths: SITE.paths };
    expect(findRoute(island, 'start', 'island')).toBeUndefined();
    expect(findRoute(SITE, 'nowhere', 'a')).toBeUndefined();
  });

  it('answers at once for a place where the visitor is', () => {
    expect(findNearest(SITE, 'w1', [{ junction: 'w1' }])?.route).toEqual({ junctions: ['w1'], metres: 0 });
    expect(findRoute(SITE, 'a', 'a')).toEqual({ junctions: ['a'], metres: 0 });
  });

  it('puts a tap on the nearest junction', () => {
    expect(nearestJunction(SITE, { x: 190, y: 30 })).toBe('t1');
    expect(nearestJunction(SITE, { x: -50, y: -50 })).toBe('start');
  });
});
