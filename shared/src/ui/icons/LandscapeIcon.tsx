import { createSvgIcon } from '../../../mui';

export const LandscapeIcon = createSvgIcon(
  <path d="m14 6-3.75 5 2.85 3.8-1.6 1.2C9.81 13.75 7 10 7 10l-6 8h22z" />,
  'Landscape',
);
