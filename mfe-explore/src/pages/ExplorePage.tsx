import { SectionLanding } from 'shared';
import { EXPLORE_PAGE } from '../content/explore';

export function ExplorePage() {
  return <SectionLanding copy={EXPLORE_PAGE} pageTitle="Things to Do" />;
}
