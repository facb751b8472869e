// The W3C Nu HTML checker (vnu.jar from the npm package vnu-jar) run on the JDK the emulators
// already need. The package's own runner is not used: with no Java on PATH it downloads one,
// which these machines cannot do; this module finds the JDK as the emulator launcher does and
// fails with a message that says what is missing.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findJavaHome } from './java';
import { SetupError } from './setup-error';

/** One error the checker reports in a document: what, where, and the markup around it. */
export interface HtmlError {
  message: string;
  line: number | undefined;
  column: number | undefined;
  extract: string | undefined;
}

/** The shape of vnu's `--format json` answer, as far as this module reads it. */
interface VnuOutput {
  messages: Array<{
    type: string; // 'error', 'info' (subType 'warning'), or 'non-document-error' (I/O, schema)
    url?: string;
    message: string;
    firstLine?: number;
    lastLine?: number;
    firstColumn?: number;
    extract?: string;
  }>;
}

/** vnu.jar inside the npm package (its main module exports the path). */
function packagedJar(): string {
  try {
    return String(createRequire(import.meta.url)('vnu-jar'));
  } catch {
    return '';
  }
}

/**
 * The errors in each document, by the same key as given. One JVM checks them all: starting it
 * costs seconds, checking a page milliseconds. Warnings and info messages are left out; a
 * document the checker could not read fails the call rather than passing with no errors.
 */
export async function validateHtmlDocuments(
  documents: Record<string, string>,
  { jar = packagedJar() }: { jar?: string } = {},
): Promise<Record<string, HtmlError[]>> {
  if (!jar || !existsSync(jar)) {
    throw new SetupError(
      `The W3C HTML checker's vnu.jar is missing${jar ? ` (looked for ${jar})` : ''}. Run "npm ci": the root devDependency vnu-jar carries it.`,
    );
  }
  const java = join(findJavaHome().home, 'bin', 'java');
  const dir = mkdtempSync(join(tmpdir(), 'bookstore-vnu-'));
  try {
    const keys = Object.keys(documents);
    // Files, not stdin: vnu reads only one document from stdin, and a file's URL says whose message it is.
    const files = keys.map((key, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, documents[key]!);
      return file;
    });
    const output = await runVnu(java, jar, files);
    const byUrl = new Map(files.map((file, i) => [pathToFileURL(file).href, keys[i]!]));
    const errors: Record<string, HtmlError[]> = Object.fromEntries(keys.map((key) => [key, []]));
    for (const m of output.messages) {
      // vnu writes file URLs as "file:/tmp/…", Node as "file:///tmp/…".
      const key = m.url ? byUrl.get(m.url.replace(/^file:\/(?!\/)/, 'file:///')) : undefined;
      if (m.type !== 'error' || key === undefined) {
        throw new Error(`The HTML checker could not check a document: ${m.type}: ${m.message} (${m.url ?? 'no file'})`);
      }
      errors[key]!.push({
        message: m.message,
        line: m.lastLine ?? m.firstLine,
        column: m.firstColumn,
        extract: m.extract,
      });
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The errors in one document; an empty list when the checker finds none. */
export async function validateHtml(html: string): Promise<HtmlError[]> {
  return (await validateHtmlDocuments({ document: html })).document!;
}

/** Errors as lines a person reads in a failed test or a script's output: the extract on one line under each. */
export function describeHtmlErrors(errors: readonly HtmlError[]): string {
  return errors
    .map((e) => {
      const extract = e.extract ? `\n    ${e.extract.replace(/\s+/g, ' ')}` : '';
      return `line ${e.line ?? '?'}, column ${e.column ?? '?'}: ${e.message}${extract}`;
    })
    .join('\n');
}

function runVnu(java: string, jar: string, files: string[]): Promise<VnuOutput> {
  // --errors-only leaves warnings out; --exit-zero-always keeps "errors found" apart from
  // "the checker failed", which is then any non-zero exit or output that is not its JSON.
  const args = ['-jar', jar, '--format', 'json', '--stdout', '--errors-only', '--exit-zero-always', ...files];
  return new Promise((resolve, reject) => {
    execFile(java, args, { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`The HTML checker (${java} -jar ${jar}) failed: ${error.message}\n${stderr}`));
        return;
      }
      try {
        resolve(JSON.parse(stdout) as VnuOutput);
      } catch {
        reject(new Error(`The HTML checker answered something other than its JSON:\n${stdout}\n${stderr}`));
      }
    });
  });
}
