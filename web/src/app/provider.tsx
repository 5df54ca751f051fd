import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { LazyDialogHost } from '../components/ui/lazy-dialog-host';
import { Toaster } from '../components/ui/toaster';
import { LazyDomainFailureDialog } from '../features/system';
import { i18n } from '../lib/i18n';
import { queryClient as appQueryClient } from '../lib/query-client';

/** App-wide providers and the global overlays (dialog stack, toasts, domain-failure dialog; the dialogs load when first opened). */
export function AppProvider({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <LazyDialogHost />
        <LazyDomainFailureDialog />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
