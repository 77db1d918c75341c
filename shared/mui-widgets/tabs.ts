// Tabs (the access page's transport modes): the `shared/mui-widgets/tabs` singleton, loaded on demand.
export { Tab, Tabs } from '@mui/material';
