// A range slider (the shop's price filter): the `shared/mui-widgets/slider` singleton, loaded on demand.
export { Slider } from '@mui/material';
