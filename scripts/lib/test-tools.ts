import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CHROMIUM_PATH } from './chromium';
import { SetupError } from './setup-error';

/**
 * The programs from Debian's packages that `npm test` drives: Chromium for the
 * browser journeys and the budget, poppler-utils, which reads the bills, slips and labels
 * back, and zbar-tools, which reads the UPI QR code back. Java is found by the
 * emulator launcher (java.ts). Each is a program a test starts, or a file it needs (a font), and
 * the package that brings it.
 */
export interface TestTool {
  program: string;
  /** Where it must be, when not anywhere on PATH. */
  path?: string;
  /** A file read, not run (a font): it must be readable at `path`, not executable. */
  data?: boolean;
  debianPackage: string;
  why: string;
}

export const TEST_TOOLS: readonly TestTool[] = [
  { program: 'chromium', path: CHROMIUM_PATH, debianPackage: 'chromium', why: 'the browser journeys and the budget' },
  { program: 'pdftotext', debianPackage: 'poppler-utils', why: 'reading the printed bills and labels' },
  { program: 'pdfinfo', debianPackage: 'poppler-utils', why: 'reading the printed bills and labels' },
  { program: 'pdftoppm', debianPackage: 'poppler-utils', why: 'reading the printed bills and labels' },
  { program: 'zbarimg', debianPackage: 'zbar-tools', why: 'reading the UPI QR code back' },
  {
    // Without it Chromium draws Hindi titles as empty boxes in the search screenshots.
    program: 'NotoSansDevanagari-Regular.ttf',
    path: '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
    data: true,
    debianPackage: 'fonts-noto-core',
    why: 'screenshots that show Devanagari',
  },
];

/** Whether the tool runs from PATH (or is the file at `path`), or for data, can be read there. */
function present({ program, path, data }: TestTool, searchPath: string): boolean {
  const candidates = path ? [path] : searchPath.split(delimiter).map((dir) => join(dir, program));
  return candidates.some((file) => {
    try {
      accessSync(file, data ? constants.R_OK : constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The Debian packages whose programs are missing, each once, in the table's order. */
export function missingPackages(searchPath = process.env.PATH ?? '', tools = TEST_TOOLS): string[] {
  const missing = tools.filter((tool) => !present(tool, searchPath));
  return [...new Set(missing.map((tool) => tool.debianPackage))];
}

/** The command that installs them, as root or through sudo. */
export function installCommand(packages: readonly string[], asRoot: boolean): string {
  const sudo = asRoot ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`;
}

/**
 * Before anything is built: installs what is missing where Debian's apt-get can (as root, or
 * with a sudo that asks no password, as `.ci/run` did), or stops within seconds with the one
 * command that would. BOOKSTORE_NO_INSTALL=1 never installs, only says.
 */
export function ensureTestTools(): void {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const asRoot = process.getuid?.() === 0;
  const canInstall =
    process.env.BOOKSTORE_NO_INSTALL !== '1' &&
    existsSync('/usr/bin/apt-get') &&
    (asRoot || spawnSync('sudo', ['-n', 'true']).status === 0);
  const command = installCommand(missing, asRoot);
  if (!canInstall) {
    const needs = TEST_TOOLS.filter((tool) => missing.includes(tool.debianPackage))
      .map((tool) => `${tool.program} (${tool.why})`)
      .join(', ');
    throw new SetupError(`npm test needs ${needs}. Install them with:\n  ${command}`);
  }
  console.log(`• Installing Debian's ${missing.join(' ')} for the tests: ${command}`);
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  const still = missingPackages();
  if (result.status !== 0 || still.length > 0)
    throw new SetupError(`Installing ${missing.join(' ')} failed. Install them with:\n  ${command}`);
}
