import { inject } from 'vitest';
import { productionWebBuild, type ProductionWebBuild } from '../../scripts/lib/build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one production build goes (global-setup.ts makes the folder). */
    productionBuildDir: string;
  }
}

/**
 * The run's production build of the SPA and its server bundle: built by the first file that asks
 * (the e2e files run one at a time), then reused. The first-load budget counts it and
 * sign-in-unavailable.e2e.ts serves it.
 */
export function theProductionBuild(): ProductionWebBuild {
  return productionWebBuild(inject('productionBuildDir'));
}
