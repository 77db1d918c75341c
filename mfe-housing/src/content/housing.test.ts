import { expectDistinctPageMeta } from 'shared/testing';
import { ACCOMMODATIONS, HOUSING_META, accommodationMeta } from './housing';

describe('page metadata', () => {
  it('gives every housing page a title and a description of its own, the /details views included', () => {
    expectDistinctPageMeta([
      HOUSING_META.en.housing,
      HOUSING_META.en.all,
      ...ACCOMMODATIONS.en.flatMap((a) => [accommodationMeta(a, false), accommodationMeta(a, true)]),
    ]);
  });

  it('describes a place to stay from its own data', () => {
    expect(accommodationMeta(ACCOMMODATIONS.en[2], true)).toEqual({
      title: 'Centro Waha Highlights',
      description:
        'Centro Waha: rooftop pool, free expo shuttle, breakfast included. From $120.00 a night, 9 km from the event venue.',
    });
  });
});
