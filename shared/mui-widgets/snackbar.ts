// A transient status message (added to cart, link copied): the `shared/mui-widgets/snackbar` singleton, loaded on demand.
export { Snackbar } from '@mui/material';
