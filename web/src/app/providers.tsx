import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { AuthProvider } from '../features/auth/auth-context';
import { CartProvider } from '../features/cart/cart-context';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CartProvider>
          {children}
          <ToastContainer position="top-right" autoClose={1000} newestOnTop />
        </CartProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
