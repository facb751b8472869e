import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The restart test starts and stops its own emulators with `npm start`'s launcher, so it
// runs on its own, after the main suite's emulators are gone (see scripts/test.ts).
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'restart',
    include: ['tests/restart/**/*.test.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
