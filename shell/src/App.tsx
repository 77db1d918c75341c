import { useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { expoTheme } from 'shared';
import { createQueryClient } from './data/queryClient';
import { routes } from './routes';

/** The app root: the only ThemeProvider, CssBaseline and QueryClientProvider of the whole site. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={expoTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
