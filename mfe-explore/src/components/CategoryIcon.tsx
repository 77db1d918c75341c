import { AccountBalanceIcon, ApartmentIcon, BrushIcon, HikingIcon, LandscapeIcon, PaletteIcon } from 'shared';
import type { CategoryIcon as CategoryIconName } from '../content/explore';

const ICONS = {
  historical: AccountBalanceIcon,
  modern: ApartmentIcon,
  desert: LandscapeIcon,
  culture: PaletteIcon,
  outdoor: HikingIcon,
  workshop: BrushIcon,
};

export function CategoryIcon({ name }: { name: CategoryIconName }) {
  const Icon = ICONS[name];
  return <Icon color="primary" fontSize="large" aria-hidden />;
}
