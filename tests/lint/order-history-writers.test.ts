import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// An order's history is written by one module, the order's events (services/orders/order-events.ts)
// (migrations aside, which rewrite old orders once). This reads the function's source with the
// type checker: every Firestore write (create, set, update of a transaction, batch, bulk writer
// or reference) whose data has a `history` field, or that names the field path `history`, must
// be in those files. Judged on the data's type, not its spelling, so a record built elsewhere
// and written whole (`tx.set(ref, moved)`) counts as much as a literal `{ history }`.

const ROOT = join(import.meta.dirname, '../..');
const ALLOWED = [/^functions\/src\/services\/orders\/order-events\.ts$/, /^functions\/src\/migrations\//];
const WRITES = new Set(['create', 'set', 'update']);
/** A file of the function that is not in the tree: it proves the check finds what it should. */
const PROBE = join(ROOT, 'functions/src/services/orders/history-probe.ts');
const PROBE_SOURCE = `import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { OrderRecord } from '../../db/orders';

export async function probe(tx: Transaction, record: OrderRecord, status: OrderRecord['status']) {
  const ref = collections.orders().doc('x');
  tx.update(ref, { status });
  tx.update(ref, { status, history: [] });
  const moved = { ...record, status };
  tx.set(ref, moved);
  await ref.update('history', []);
  collections.orderAudit().doc('x').set({ entries: record.history });
}
`;

interface Write {
  file: string;
  line: number;
}

let writes: Write[];

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'functions/tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('functions/tsconfig.json could not be read.');
  const sources = config.fileNames.filter((file) => file.startsWith(join(ROOT, 'functions/src/')));
  writes = historyWrites([...sources, PROBE], config.options);
});

describe("an order's history", () => {
  it('is written by the order events module alone (migrations aside)', () => {
    const outside = writes.filter((write) => write.file !== relative(ROOT, PROBE));
    expect(outside.filter((write) => !ALLOWED.some((allowed) => allowed.test(write.file)))).toEqual([]);
    // The check finds the module's own writes: it is not passing because it finds nothing.
    expect(outside.map((write) => write.file)).toContain('functions/src/services/orders/order-events.ts');
    expect(outside.map((write) => write.file)).toContain('functions/src/migrations/owner-names.ts');
  });

  it('finds a write of history by a literal, by a typed record or by field path, and nothing else', () => {
    const probe = writes.filter((write) => write.file === relative(ROOT, PROBE)).map((write) => write.line);
    expect(probe).toEqual([8, 10, 11]);
  });
});

/** Every Firestore write in `files` whose data carries an order's history. */
function historyWrites(files: string[], options: ts.CompilerOptions): Write[] {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === PROBE ? ts.createSourceFile(name, PROBE_SOURCE, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === PROBE || fileExists(name);
  host.readFile = (name) => (name === PROBE ? PROBE_SOURCE : readFile(name));
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();

  const hasHistory = (type: ts.Type): boolean =>
    (type.isUnion() ? type.types : [type]).some((part) => checker.getPropertyOfType(part, 'history') !== undefined);
  const writesHistory = (argument: ts.Expression) =>
    ts.isStringLiteralLike(argument)
      ? argument.text.split('.')[0] === 'history'
      : hasHistory(checker.getTypeAtLocation(argument));
  const isFirestoreWrite = (call: ts.CallExpression) => {
    if (!ts.isPropertyAccessExpression(call.expression) || !WRITES.has(call.expression.name.text)) return false;
    const declared = checker.getResolvedSignature(call)?.getDeclaration()?.getSourceFile().fileName ?? '';
    return declared.includes('/@google-cloud/firestore/');
  };

  const found: Write[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program.`);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && isFirestoreWrite(node) && node.arguments.some(writesHistory))
        found.push({
          file: relative(ROOT, file),
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
