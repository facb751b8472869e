import { describe, expect, it } from 'vitest';
import { OWN_PROJECT_LANE, WORKER_LANE } from '../../scripts/lib/test-lanes';
import config from '../../vitest.config';

describe("npm test's two lanes", () => {
  it('run every project of vitest.config.ts, each in one lane', () => {
    const projects = (config.test?.projects ?? []).map((project) =>
      typeof project === 'object' && 'test' in project ? project.test?.name : undefined,
    );
    expect([...OWN_PROJECT_LANE, ...WORKER_LANE].sort()).toEqual([...projects].sort());
  });
});
