import type { StorefrontData } from '@bookstore/domain';
import type { QueryClient } from '@tanstack/react-query';

/** What a served route's prefetch is given: the matched route's params, the URL, the data and the cache. */
export interface PrefetchContext {
  params: Record<string, string | undefined>;
  url: URL;
  data: StorefrontData;
  queryClient: QueryClient;
}

/**
 * A route module that the render function serves with its data exports `served` (entry-server.tsx
 * finds it among app/routes). Adding a served page is that one export; any other route is sent
 * as the app's shell.
 */
export interface ServedRoute {
  /**
   * Puts into the query cache what the page shows, under the keys its hooks use, so the render
   * shows it and the browser's hydration starts from it without asking again. Every read is
   * started at once. Answers whether the page exists (404 otherwise).
   */
  prefetch(context: PrefetchContext): Promise<{ found: boolean }>;
  /** The canonical URL keeps the query string (a search's results); otherwise the path alone. */
  canonicalKeepsQuery?: boolean;
}
