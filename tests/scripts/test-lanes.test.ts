import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';
import {
  MAIL_OUTAGE_FILES,
  OWN_PROJECT_LANE,
  parseStepTimes,
  SERVER_TEST_FOLDERS,
  stepTimesTable,
  timedShell,
  WORKER_LANE,
} from '../../scripts/lib/test-lanes';
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

describe("npm test's times", () => {
  it('records when a lane starts and ends, and keeps its exit status', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lane-times-')), 'times.tsv');
    const lane = (step: string, command: string) => timedShell(step, command, file);
    const run = spawnSync('sh', ['-c', `${lane('passes', 'sleep 0.2')} && ${lane('fails', 'sh -c "exit 3"')}`]);
    expect(run.status).toBe(3);
    const [passes, fails] = parseStepTimes(readFileSync(file, 'utf8'));
    expect(passes?.step).toBe('passes');
    expect(passes!.end - passes!.start).toBeGreaterThanOrEqual(200);
    expect(fails?.step).toBe('fails');
    expect(fails!.start).toBeGreaterThanOrEqual(passes!.end);
  });

  it('prints each step in the order it started, then the whole run', () => {
    const table = stepTimesTable(
      [
        { step: 'build', start: 61_000, end: 125_000 },
        { step: 'validate', start: 0, end: 61_000 },
      ],
      { step: 'total', start: 0, end: 1_200_000 },
    );
    expect(table.split('\n')).toEqual([
      '  validate    1:01  (from 0:00)',
      '  build       1:04  (from 1:01)',
      '  total      20:00',
    ]);
  });
});
