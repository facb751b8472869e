import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToasts } from '../components/lazy-toasts';
import { AuthProvider } from '../features/auth/auth-provider';
import { CartProvider } from '../features/cart/cart-provider';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CartProvider>
          {children}
          <LazyToasts />
        </CartProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
