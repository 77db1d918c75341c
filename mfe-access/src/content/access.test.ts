import { expectDistinctPageMeta } from 'shared/testing';
import { ACCESS_INFO_PAGES, ACCESS_META } from './access';

describe('page metadata', () => {
  it('gives /access and the venue, accessibility and contact pages a title and a description of their own', () => {
    expectDistinctPageMeta([
      ACCESS_META.en,
      ...Object.values(ACCESS_INFO_PAGES.en).map(({ title, description }) => ({ title, description })),
    ]);
  });
});
