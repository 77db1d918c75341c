// Interactive MUI widgets, shared at run time as the `shared/mui-widgets` singleton. They carry
// modals, popovers, transitions and selects (about 50 KB gzip together), so they are kept out of
// `shared/mui` and load only with the section or overlay that uses them, not on every first load.
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Autocomplete,
  Checkbox,
  Dialog,
  DialogTitle,
  Drawer,
  FormControlLabel,
  MenuItem,
  Slider,
  Snackbar,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
export type { PopperProps } from '@mui/material';
