// A labelled checkbox (the booking form's terms): the `shared/mui-widgets/checkbox` singleton, loaded on demand.
export { Checkbox, FormControlLabel } from '@mui/material';
