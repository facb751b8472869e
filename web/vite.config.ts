import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// By path, not '@bookstore/domain': Vite loads its config with Node, which cannot import the
// package's TypeScript source, while a relative import is bundled into the config.
import { DEV_SERVER_PORT, LOCAL_URLS } from '../domain/src/store/local-emulators.ts';

const FORMIK_LODASH = join(import.meta.dirname, 'src', 'lib', 'lodash-for-formik');

/**
 * The web app's own path alias, for every tool that bundles or tests its code; and formik's four
 * lodash functions, read from small modules of our own. Lodash's own bring its whole cloning
 * machinery (Map and typed-array copies, tag checks) to every form: 4.5 KB gz of the owner's
 * 130 KB, for form values that are plain objects, arrays and dates
 * (web/test/lodash-for-formik.test.ts holds them to lodash's answers on those).
 */
export const WEB_ALIAS = {
  '@web': join(import.meta.dirname, 'src'),
  'lodash-es/clone': join(FORMIK_LODASH, 'clone.ts'),
  'lodash-es/cloneDeep': join(FORMIK_LODASH, 'clone-deep.ts'),
  'lodash-es/isPlainObject': join(FORMIK_LODASH, 'is-plain-object.ts'),
  'lodash-es/toPath': join(FORMIK_LODASH, 'to-path.ts'),
};

/**
 * After the server build: the client build's index.html becomes the render function's page
 * template, and its manifest the list of chunks to preload. From Hosting's folder (web/dist)
 * index.html is moved, not copied, so Hosting has no static file for `/` and sends it to the
 * render function like every other page. A client built elsewhere (BOOKSTORE_CLIENT_OUT_DIR,
 * the budget test's production build) keeps its copy.
 */
function pageTemplateForServer(): Plugin {
  const hostingDir = join(import.meta.dirname, 'dist');
  const client = process.env.BOOKSTORE_CLIENT_OUT_DIR ?? hostingDir;
  let server = join(import.meta.dirname, 'dist-server');
  return {
    name: 'page-template-for-server',
    apply: 'build',
    configResolved(config) {
      server = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!existsSync(join(client, 'index.html')))
        throw new Error(`Build the client first: ${join(client, 'index.html')} is missing.`);
      const move = resolve(client) === hostingDir ? renameSync : copyFileSync;
      move(join(client, 'index.html'), join(server, 'template.html'));
      copyFileSync(join(client, '.vite', 'manifest.json'), join(server, 'client-manifest.json'));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [pageTemplateForServer()] : [])],
  // `@web/lib/api-client` rather than `../../../lib/api-client`; tsconfig.base.json says the same to TypeScript.
  resolve: { alias: WEB_ALIAS },
  // The render function's bundle carries its npm code: it is deployed inside functions/lib.
  ssr: { noExternal: true, target: 'node' },
  server: {
    port: DEV_SERVER_PORT,
    // `npm run dev` sends /api to the Functions emulator, which serves the same Express app
    // that Hosting rewrites to in production.
    proxy: { '/api': { target: LOCAL_URLS.functionBase, changeOrigin: true } },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        copyPublicDir: false,
        // ES modules in a CommonJS package (functions/): the extension says which.
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
      }
    : {
        outDir: 'dist',
        manifest: true,
        // No modulepreload polyfill in the first load: every browser the store supports preloads
        // modules natively (Safari from 17); an older one just fetches a lazy chunk's imports later.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // 7 hash characters, not 8: the entry names every chunk it may preload, so each
            // character is ~50 B of the first load. 42 bits still tell a year of deploys apart, and
            // Rolldown's placeholders need 7 only past 64 chunks (8 past 4,096). Decision 043.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            codeSplitting: {
              // TanStack Query's core, which every page runs, in one chunk of its own. Left to itself,
              // Rolldown sometimes leaves part of it in a separate common chunk beside the entry,
              // depending on the order it tries its merges (rolldown/rolldown#9963): about 1 KB gz more
              // on the first load, and it came and went with unrelated changes. The hooks only lazy
              // screens use (mutations, infinite lists) stay in their chunks.
              groups: [
                {
                  name: 'query',
                  // Also Vite's helper that preloads a lazy chunk's imports, which every page runs:
                  // here rather than in a request and a chunk wrapper of its own.
                  test: /@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](?!useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)|vite[\\/]preload-helper/,
                },
                {
                  // Small modules the lazy screens share (each under 1.3 KB, about 2.5 KB together): one
                  // chunk rather than a chunk each, because the entry carries the name of every chunk it
                  // may preload, and each name costs the first load ~25 B gz (more than some of these
                  // modules weigh). A screen that needs one of them loads the few others with it.
                  // The complaint pages share the verify-your-e-mail panel and the call that
                  // rechecks a verified e-mail with the order pages: left alone, each split into a chunk
                  // of its own and the first load carried three more names (122,952 B, over budget);
                  // here the owner's pages, which load this chunk too, pay ~2 KB gz instead.
                  name: 'shared-small',
                  test: /domain[\\/]src[\\/](?:[a-z]+[\\/])?(couriers|order-reference|payment-methods|refund-methods|phone-proof|store-clock|bill-of-supply|ids|book-author|catalog|email-verification|api-routes[\\/]newsletter)\.ts$|src[\\/]lib[\\/](use-debounced-value|download)\.ts$|domain[\\/]src[\\/]site-paths[\\/]link-paths\.ts$|src[\\/]features[\\/]orders[\\/]api[\\/]as-customer\.ts$|src[\\/]features[\\/]auth[\\/]components[\\/]verify-email-panel\.tsx$/,
                  // Only these modules, not what they import: the file download (the owner's exports,
                  // a customer's bill) reads the API client's ApiError, which is in the entry, and a
                  // group holding the client would be pulled into the first load whole (+1.7 KB gz).
                  includeDependenciesRecursively: false,
                },
                {
                  // Formik with the form field that wraps it, in one chunk: the forms (cancel, return,
                  // complaint) give it enough importers that it would split off on its own.
                  name: 'form-field',
                  test: /node_modules[\\/]formik[\\/]|src[\\/]components[\\/]form[\\/]form-field\.tsx$/,
                },
                {
                  // The same for the owner's area: its small shared modules (the download hook, the
                  // failure popup, the table, the spinner, …) in one chunk rather than eight. Each chunk
                  // costs its importers an import line and a preload name, and gzip a fresh start: one
                  // chunk is ~1 KB gz less of the area's 130 KB budget. Only modules whose own imports
                  // every owner's page loads anyway (not formik's form helpers).
                  name: 'admin-small',
                  test: /src[\\/]features[\\/]admin[\\/](api[\\/]save-file|components[\\/](failure-alert|counts|admin-table|spinner)|hooks[\\/]use-media-query|catalog[\\/]api[\\/](book-change|upload-cover)|orders[\\/]components[\\/]orders-list-address|statistics[\\/]api[\\/]admin-stats)\.tsx?$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
}));
