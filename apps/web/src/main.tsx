import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setMaintenanceHandler } from './api/client';
import { createQueryClient } from './api/query-client';
import { SessionProvider } from './auth/session-context';
import { AppUpdatePrompt } from './components/app-update-prompt';
import { startAppUpdates } from './lib/app-update';
import './lib/i18n';
import { reportMaintenance } from './platform/maintenance-report';
import { router } from './router';
import { theme } from './theme';
import { accessibleColors } from './theme-colors';

const queryClient = createQueryClient();
// The service worker that keeps the app's files, registered once the page has loaded.
startAppUpdates();
// Any call refused for maintenance (503 MAINTENANCE) turns the app into the maintenance page.
setMaintenanceHandler((message) => reportMaintenance(message));

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// The session sits outside the router: the guards read it, and the start-up check blocks every
// route with "Loading..." until it is settled.
createRoot(container).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleColors}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" />
      <AppUpdatePrompt />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
