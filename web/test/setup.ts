import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installFakeIntersectionObserver, viewport } from './intersection-observer';

installFakeIntersectionObserver();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  viewport.onScreen = true;
  vi.restoreAllMocks();
});
