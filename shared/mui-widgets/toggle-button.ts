// A group of toggle buttons (the shop's view switch): the `shared/mui-widgets/toggle-button` singleton, loaded on demand.
export { ToggleButton, ToggleButtonGroup } from '@mui/material';
