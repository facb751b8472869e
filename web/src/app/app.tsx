import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes, preloadPage } from './router';
import { StoreRouter, type StoreHistory } from '@web/lib/store-router';

/** The storefront in the browser; main.tsx makes its query client and history, hydrated or not. */
export function App({ queryClient, history }: { queryClient: QueryClient; history: StoreHistory }) {
  return (
    <AppProviders queryClient={queryClient}>
      <StoreRouter history={history} prepare={preloadPage}>
        <AppRoutes />
      </StoreRouter>
    </AppProviders>
  );
}
