// Material Design icon paths (Apache-2.0, from @mui/icons-material), kept here so the site
// ships only the handful of icons it uses instead of depending on the 2,000-icon package. One
// module per icon: a bundle takes the icons it renders, not all of them.
export { AccessTimeIcon } from './AccessTimeIcon';
export { AccountBalanceIcon } from './AccountBalanceIcon';
export { AddIcon } from './AddIcon';
export { ApartmentIcon } from './ApartmentIcon';
export { ArrowBackIcon } from './ArrowBackIcon';
export { BookmarkBorderIcon } from './BookmarkBorderIcon';
export { BookmarkIcon } from './BookmarkIcon';
export { BrushIcon } from './BrushIcon';
export { CalendarMonthIcon } from './CalendarMonthIcon';
export { CloseIcon } from './CloseIcon';
export { DeleteIcon } from './DeleteIcon';
export { DirectionsBusIcon } from './DirectionsBusIcon';
export { DirectionsCarIcon } from './DirectionsCarIcon';
export { EmailIcon } from './EmailIcon';
export { FlightIcon } from './FlightIcon';
export { HikingIcon } from './HikingIcon';
export { HotelIcon } from './HotelIcon';
export { ImageNotSupportedIcon } from './ImageNotSupportedIcon';
export { LandscapeIcon } from './LandscapeIcon';
export { LocationOnIcon } from './LocationOnIcon';
export { MapIcon } from './MapIcon';
export { MenuIcon } from './MenuIcon';
export { PaletteIcon } from './PaletteIcon';
export { PhoneIcon } from './PhoneIcon';
export { RefreshIcon } from './RefreshIcon';
export { RemoveIcon } from './RemoveIcon';
export { SearchIcon } from './SearchIcon';
export { ShareIcon } from './ShareIcon';
export { ShoppingCartIcon } from './ShoppingCartIcon';
export { StarHalfIcon } from './StarHalfIcon';
export { StarIcon } from './StarIcon';
export { TrainIcon } from './TrainIcon';
