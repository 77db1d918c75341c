// Interactive MUI widgets without a popup layer, shared at run time as the `shared/mui-widgets`
// singleton. They load only with the section that uses them, not on every first load. Widgets
// built on a modal or a popover (dialogs, drawers, selects, autocomplete) are in `shared/mui-overlays`.
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Checkbox,
  FormControlLabel,
  Slider,
  Snackbar,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
