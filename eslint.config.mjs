// ESLint for every package: typescript-eslint's type-aware rules, the React hooks rules, and
// the layer boundaries of docs/decisions/015-lint-format-and-layers.md, judged on the folder
// an import resolves to (eslint/layer-boundaries.mjs). tests/lint/layers.test.ts proves they bite.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layer-boundaries.mjs';

// Every feature folder gets its own zone, so a feature added later is fenced in at once.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Each room of a feature (the feature itself, or an owner's room such as admin/orders) keeps the
// shape api/ → hooks/ → components/: its calls know nothing of the screens that use them.
const ROOMS = FEATURES.flatMap((feature) => {
  const folder = new URL(`./web/src/features/${feature}/`, import.meta.url);
  const rooms = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [
    `./web/src/features/${feature}`,
    ...rooms
      .filter((room) => readdirSync(new URL(`${room.name}/`, folder)).includes('api'))
      .map((room) => `./web/src/features/${feature}/${room.name}`),
  ];
}).filter((room) => readdirSync(new URL(room, import.meta.url)).includes('api'));

const webLayers = [
  ...ROOMS.map((room) => ({
    target: `${room}/api`,
    from: [`${room}/components`, `${room}/hooks`],
    message:
      "A room's api/ must not import its components or hooks: the screens use the calls, not the other way round.",
  })),
  // Shared code is the bottom layer: it imports no feature and no app code.
  ...['components', 'lib', 'config'].map((shared) => ({
    target: `./web/src/${shared}`,
    from: ['./web/src/features', './web/src/app'],
    message:
      'Shared code (components, lib, config) must not import features or app code. Move the piece down, or compose it in app/.',
  })),
  // A feature imports shared code, never another feature; app/ composes them.
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature. Move the shared piece into components/ or lib/, or compose both in app/.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features must not import app code: app/ composes features, not the other way round.',
  },
];

// The renderers (mail's templates and transport, paper's PDFs) draw from what they are given;
// nothing that reads or writes data is below them.
const DATA_LAYERS = [
  './functions/src/db',
  './functions/src/services',
  './functions/src/mail/outbox',
  './functions/src/paper/bills',
  './functions/src/paper/parcels',
  './functions/src/routes',
  './functions/src/http',
  './functions/src/auth',
  './functions/src/triggers',
  './functions/src/mail/mail-triggers.ts',
  './functions/src/storefront',
];

// Services, and the rooms' own service folders (mail's outbox, paper's bills and parcels).
const SERVICE_FOLDERS = [
  './functions/src/services',
  './functions/src/mail/outbox',
  './functions/src/paper/bills',
  './functions/src/paper/parcels',
];

// Entry points: the API's routes, the triggers and the served pages call services, never db/.
const ENTRY_POINTS = [
  './functions/src/routes',
  './functions/src/triggers',
  './functions/src/mail/mail-triggers.ts',
  './functions/src/storefront',
];

const functionsLayers = [
  // routes → http → services → db, and auth/ is what the sign-ins are made of, below http/.
  ...SERVICE_FOLDERS.map((target) => ({
    target,
    from: ['./functions/src/http', ...ENTRY_POINTS],
    message:
      'Services must not import HTTP code or entry points. Throw a domain error (services/errors.ts); the error handler maps it to a status.',
  })),
  {
    target: './functions/src/db',
    from: ['./functions/src/http', './functions/src/auth', ...SERVICE_FOLDERS, ...ENTRY_POINTS],
    message: 'db/ is the bottom layer of the function: it imports nothing above it.',
  },
  ...ENTRY_POINTS.map((target) => ({
    target,
    from: './functions/src/db',
    message: 'Entry points (routes, triggers, served pages) must not touch db/ directly: call a service.',
  })),
  ...ENTRY_POINTS.map((target) => ({
    // The order's transitions are its actions; its events and placing's parts run inside them.
    target,
    from: './functions/src/services/orders',
    except: ['order-actions.ts', 'order-reads.ts', 'order-mail.ts'],
    message:
      "Entry points ask the order's actions for a transition (services/orders/order-actions.ts), or read it (order-reads.ts): its events and placing's parts run inside an action's transaction.",
  })),
  {
    target: './functions/src/http',
    from: ['./functions/src/routes', './functions/src/storefront'],
    message: 'http/ must not import routes or the served pages.',
  },
  {
    // openapi/ is the vocabulary the routes declare their answers with; the document made from
    // every route is assembled above them, in api-document.ts.
    target: './functions/src/openapi',
    from: ['./functions/src/routes', './functions/src/api-document.ts'],
    message: 'openapi/ must not import routes or the document: assemble the document in api-document.ts.',
  },
  ...['./functions/src/mail/templates', './functions/src/mail/transport'].map((target) => ({
    target,
    from: DATA_LAYERS,
    message:
      'mail/ templates and transport render and send e-mail from what they are given: they read and write no data. Queue mail from a service (mail/outbox).',
  })),
  {
    target: './functions/src/paper/render',
    from: DATA_LAYERS,
    message: 'paper/render draws PDFs from what it is given: it reads and writes no data.',
  },
];

const packageLayers = [
  {
    target: './domain/src',
    from: ['./web', './functions', './scripts', './seed', './e2e', './tests'],
    message: 'The domain package is shared by web and functions: it imports neither.',
  },
  {
    target: './web/src',
    from: ['./functions', './scripts', './seed'],
    message: 'The SPA must not import server or script code.',
  },
  {
    target: './functions/src',
    from: ['./web', './scripts', './seed'],
    message: 'The function must not import SPA or script code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      'functions/lib/**',
      'artifacts/**',
      '.cache/**',
      '.emulator-data/**',
      'coverage/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          // Root config files belong to no package's tsconfig.
          allowDefaultProject: ['vitest.config.ts', 'eslint.config.mjs', 'eslint/*.mjs', 'functions/build.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { layers },
    rules: {
      'layers/layer-boundaries': ['error', { zones: [...webLayers, ...functionsLayers, ...packageLayers] }],
      // A leading underscore marks a parameter that a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // `void promise` is how this code base says "fire and forget, errors handled inside".
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // Express and React both take async callbacks where a void one is typed; the handlers catch their own errors.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read JSON answers and mocked modules whose shape is what the test asserts: every API
    // answer is checked against the OpenAPI document (tests/support/http.ts), so typing
    // each body a second time in the test adds nothing. Source files keep the rules.
    files: ['functions/test/**', 'web/test/**', 'e2e/**', 'tests/**', 'domain/test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Last: switch off every stylistic rule that Prettier owns.
  prettier,
);
