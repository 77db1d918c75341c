import { expectDistinctPageMeta } from 'shared/testing';
import { ACCESS_INFO_PAGES } from './access';
import { ACCESS_META } from './accessPage';

describe('page metadata', () => {
  it('gives /access and the venue, accessibility and contact pages a title and a description of their own', () => {
    expectDistinctPageMeta([
      ACCESS_META.en,
      ...Object.values(ACCESS_INFO_PAGES.en).map(({ title, description }) => ({ title, description })),
    ]);
  });
});
