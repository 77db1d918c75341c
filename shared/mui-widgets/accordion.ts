// Expandable sections (the tickets FAQ): the `shared/mui-widgets/accordion` singleton, loaded on demand.
export { Accordion, AccordionDetails, AccordionSummary } from '@mui/material';
