import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` sends /api to the Functions emulator, which serves the same Express app
// that Hosting rewrites to in production.
const FUNCTION_URL = 'http://127.0.0.1:5001/demo-bookstore/us-central1/api';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: FUNCTION_URL, changeOrigin: true } },
  },
  build: { outDir: 'dist', manifest: true },
});
