import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { installFakeIntersectionObserver, viewport } from './intersection-observer';
import { takeMockBreaches } from './support/mock-contract';

installFakeIntersectionObserver();

// findBy* and waitFor wait for what the test means (the element, the answer) and return as soon as
// it is there; this is only how long before they give up. Testing Library's 1 s was a guess that a
// lazy chunk under a full run's two lanes on two cores outlasted; the test's own
// timeout (15 s, vitest.config.ts) still bounds a test that waits for something that never comes.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  viewport.onScreen = true;
  vi.restoreAllMocks();
  // Last, so the page is cleaned up whatever this finds.
  const breaches = takeMockBreaches();
  if (breaches.length > 0)
    throw new Error(
      `A fetch mock answered what the API's OpenAPI document does not allow (docs/openapi.json; fix the mock, or the document if the API answers so):\n${breaches.join('\n')}`,
    );
});

// sweetalert2 finishes showing a popup on a 10 ms timer (SHOW_CLASS_TIMEOUT) and gives the focus
// back 100 ms after one closes (RESTORE_FOCUS_TIMEOUT), both reading the window. A popup opened
// or closed at the very end of a file would fire them after happy-dom's window is gone ("window
// is not defined", "HTMLElement is not defined": an unhandled error that fails the run). Timers
// fire in the order they fall due, so one set to fall due after both lets them run first.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));
