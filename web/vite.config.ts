import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not '@bookstore/domain': Vite loads its config with Node, which cannot import the
// package's TypeScript source, while a relative import is bundled into the config.
import { DEV_SERVER_PORT, LOCAL_URLS } from '../domain/src/config/local-emulators.ts';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: DEV_SERVER_PORT,
    // `npm run dev` sends /api to the Functions emulator, which serves the same Express app
    // that Hosting rewrites to in production.
    proxy: { '/api': { target: LOCAL_URLS.functionBase, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // TanStack Query's core, which every page runs, in one chunk of its own. Left to itself,
          // Rolldown sometimes leaves part of it in a separate common chunk beside the entry,
          // depending on the order it tries its merges (rolldown/rolldown#9963): about 1 KB gz more
          // on the first load, and it came and went with unrelated changes. The hooks only lazy
          // screens use (mutations, infinite lists) stay in their chunks.
          groups: [
            {
              name: 'query',
              test: /@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](?!useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)/,
            },
          ],
        },
      },
    },
  },
});
