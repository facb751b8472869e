import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';
import { MAIL_OUTAGE_FILES, OWN_PROJECT_LANE, SERVER_TEST_FOLDERS, WORKER_LANE } from '../../scripts/lib/test-lanes';
import config from '../../vitest.config';

describe("npm test's two lanes", () => {
  it('run every project of vitest.config.ts, each in one lane', () => {
    const projects = (config.test?.projects ?? []).map((project) =>
      typeof project === 'object' && 'test' in project ? project.test?.name : undefined,
    );
    expect([...OWN_PROJECT_LANE, ...WORKER_LANE].sort()).toEqual([...projects].sort());
  });

  it('find every server test in a folder that names its project', () => {
    const misplaced = readdirSync(join(ROOT, 'functions/test'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) => !SERVER_TEST_FOLDERS.some((folder) => file.startsWith(`${folder}/`)));
    expect(misplaced).toEqual([]);
  });

  it('run alone, after both, every test file that stops the shared mail catcher', () => {
    const stopping = ['functions/test', 'e2e']
      .flatMap((dir) =>
        readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(ROOT, dir, file)),
      )
      .filter((file) => /\.(test|e2e)\.ts$/.test(file) && readFileSync(file, 'utf8').includes('stopMailCatcher()'))
      .map((file) => relative(ROOT, file));
    expect(stopping.sort()).toEqual([...MAIL_OUTAGE_FILES['api-hosting'], ...MAIL_OUTAGE_FILES.e2e].sort());
  });
});
