// MUI widgets built on a modal or a popover, shared at run time as the `shared/mui-overlays`
// singleton: dialogs, drawers, Autocomplete, and TextField and MenuItem (a TextField brings Select
// and its menu). The heaviest MUI module, so it loads only with the section or
// shell overlay that uses it.
export { Autocomplete, Dialog, DialogTitle, Drawer, MenuItem, TextField } from '@mui/material';
export type { PopperProps } from '@mui/material';
