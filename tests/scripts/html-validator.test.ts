import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeHtmlErrors, validateHtml, validateHtmlDocuments } from '../../scripts/lib/html-validator';
import { SetupError } from '../../scripts/lib/setup-error';
import { tempDir } from './support/fake-tools';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title></head><body>${body}</body></html>`;

// A real JVM per call: a few seconds each on two shared cores.
describe('the W3C HTML checker', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllEnvs());

  it('finds no errors in a valid document', async () => {
    expect(await validateHtml(page('<main><h1>Books</h1><p>Read on.</p></main>'))).toEqual([]);
  });

  it('names each error of a broken document, where it is and the markup around it', async () => {
    const errors = await validateHtml(page('<p id="a">One</p>\n<p id="a">Two</p>'));
    expect(errors).toEqual([
      { message: 'Duplicate ID “a”.', line: 2, column: expect.any(Number), extract: expect.stringContaining('id="a"') },
    ]);
    expect(describeHtmlErrors(errors)).toMatch(/^line 2, column \d+: Duplicate ID “a”\.\n {4}.*id="a"/);
  });

  it('checks several documents in one run and keeps their errors apart', async () => {
    const errors = await validateHtmlDocuments({
      valid: page('<p>Fine.</p>'),
      'no title': '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>',
      'block in a paragraph': page('<p>Text <div>block</div></p>'),
    });
    expect(errors.valid).toEqual([]);
    expect(errors['no title']!.map((e) => e.message)).toEqual([
      expect.stringContaining('Element “head” is missing a required instance of child element “title”'),
    ]);
    expect(errors['block in a paragraph']!.map((e) => e.message)).toContain(
      'No “p” element in scope but a “p” end tag seen.',
    );
  });

  it('fails, saying how to get it, when vnu.jar is missing', async () => {
    const error: unknown = await validateHtmlDocuments({ home: page('') }, { jar: '/nowhere/vnu.jar' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SetupError);
    expect((error as Error).message).toContain('vnu.jar is missing (looked for /nowhere/vnu.jar). Run "npm ci"');
  });

  it('fails, saying how to install one, when no JDK 21+ is found', async () => {
    vi.stubEnv('JAVA_HOME', undefined);
    vi.stubEnv('BOOKSTORE_JVM_DIR', tempDir('empty-jvm'));
    const error: unknown = await validateHtml(page('')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SetupError);
    expect((error as Error).message).toContain('No Java 21 or newer found');
  });
});
