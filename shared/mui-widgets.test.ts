import * as widgets from './mui-widgets';

// Remotes deployed before shared 2.2 consume this aggregate: it must keep every component 2.1 shared in it.
it('still offers every widget of shared 2.1, for remotes deployed before the split', () => {
  const shared21 = [
    'Accordion',
    'AccordionDetails',
    'AccordionSummary',
    'Checkbox',
    'FormControlLabel',
    'Slider',
    'Snackbar',
    'Tab',
    'Tabs',
    'ToggleButton',
    'ToggleButtonGroup',
  ];
  for (const name of shared21) expect(widgets).toHaveProperty(name, expect.anything());
});
