import type { RemoteName } from 'shared';

export interface HomeWidget {
  remote: RemoteName;
  expose: string;
  name: string;
}

/** The Home parts that belong to sections, in page order; each comes from its remote. */
export const HOME_WIDGETS: HomeWidget[] = [
  { remote: 'mfe_explore', expose: './ThingsToExperience', name: 'Things to Experience' },
  { remote: 'mfe_dining', expose: './CulinaryExperiences', name: 'Culinary Experiences' },
  { remote: 'mfe_shop', expose: './MerchandiseSection', name: 'Event Merchandise' },
];
