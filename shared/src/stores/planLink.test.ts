import { planLinkFragment, planLinkFragmentOf, readPlanLink } from './planLink';
import { MAX_PLAN_ITEMS, usePlanStore, type PlanItem } from './planStore';

const plan: Array<Pick<PlanItem, 'kind' | 'id'>> = [
  { kind: 'pavilion', id: 'uae' },
  { kind: 'event', id: 'opening-ceremony' },
  { kind: 'attraction', id: 'sky-garden' },
  { kind: 'restaurant', id: 'najd-village' },
];

/** A fragment whose checksum is right for what it holds: an edit by someone who knows the format. */
const forged = planLinkFragmentOf;

describe('a plan as a share link', () => {
  it('reads back what it shares, in order, from the fragment as a browser gives it', () => {
    const fragment = planLinkFragment(plan);
    expect(fragment).toMatch(/^plan=1\.p:uae,e:opening-ceremony,a:sky-garden,r:najd-village\.[0-9a-z]+$/);
    expect(readPlanLink(`#${fragment}`)).toEqual({ plan });
    expect(readPlanLink(fragment)).toEqual({ plan });
    expect(readPlanLink(`#${planLinkFragment([])}`)).toEqual({ plan: [] });
  });

  it('reads a link a mail client escaped', () => {
    const escaped = planLinkFragment(plan).replaceAll(':', '%3A').replaceAll(',', '%2C');
    expect(readPlanLink(`#${escaped}`)).toEqual({ plan });
  });

  it('says a link holds no plan when it has none', () => {
    expect(readPlanLink('')).toEqual({ none: true });
    expect(readPlanLink('#top')).toEqual({ none: true });
  });

  it('refuses a link edited or cut short', () => {
    const fragment = planLinkFragment(plan);
    expect(readPlanLink(fragment.replace('uae', 'usa'))).toEqual({ refused: 'changed' });
    expect(readPlanLink(fragment.replace(',r:najd-village', ''))).toEqual({ refused: 'changed' });
    expect(readPlanLink(fragment.slice(0, -2))).toEqual({ refused: 'changed' });
  });

  it('refuses a link that is not a plan, whatever its checksum says', () => {
    for (const body of ['1.x:uae', '1.p:UAE', '1.p:uae:extra', '1.p:', '1.p:../../etc', '1.p:uae,,e:x', '1.<script>']) {
      expect(readPlanLink(forged(body))).toEqual({ refused: 'malformed' });
    }
    for (const fragment of [
      'plan=',
      'plan=garbage',
      'plan=1.p:uae',
      'plan=%E0%A4%A',
      'plan=0.p:uae.abc',
      'plan=1.x:uae.abc',
    ]) {
      expect(readPlanLink(fragment)).toEqual({ refused: 'malformed' });
    }
  });

  it('refuses a link from a newer guide, and one holding more than a plan can', () => {
    expect(readPlanLink(forged('2.p:uae'))).toEqual({ refused: 'newer-version' });
    const many = Array.from({ length: MAX_PLAN_ITEMS + 1 }, (_, n) => `e:event-${n}`).join(',');
    expect(readPlanLink(forged(`1.${many}`))).toEqual({ refused: 'too-many' });
    // Refused at once however long: a link of a hundred thousand entries is not read item by item.
    expect(readPlanLink(`plan=1.${'e:x,'.repeat(100_000)}e:x.abc`)).toEqual({ refused: 'too-many' });
  });

  it('merges into the visitor’s plan only what it does not hold, and says how many', () => {
    localStorage.clear();
    usePlanStore.setState({ items: [], recovery: null });
    usePlanStore.getState().save('pavilion', 'uae');
    const reading = readPlanLink(planLinkFragment([...plan, { kind: 'pavilion', id: 'uae' }]));
    if (!('plan' in reading)) throw new Error('the link was refused');
    expect(usePlanStore.getState().saveAll(reading.plan)).toBe(3);
    expect(usePlanStore.getState().items.map(({ kind, id }) => `${kind}:${id}`)).toEqual([
      'pavilion:uae',
      'event:opening-ceremony',
      'attraction:sky-garden',
      'restaurant:najd-village',
    ]);
    expect(usePlanStore.getState().saveAll(reading.plan)).toBe(0);
  });
});
