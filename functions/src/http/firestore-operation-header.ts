import type { RequestHandler } from 'express';
import { catalogDocumentsTaken, runCounted, type OperationCount } from '../db/operation-count';

/** `reads=12; writes=9; synced=20042; instance=4711` */
export const OPERATION_COUNT_HEADER = 'X-Firestore-Ops';

/**
 * `synced` is what this instance's catalog copy has taken in since it started and `instance`
 * names the process, so the bench can tell what one order cost each instance's copy.
 */
export const formatOperationCount = (count: OperationCount): string =>
  `reads=${count.reads}; writes=${count.writes}; synced=${catalogDocumentsTaken()}; instance=${process.pid}`;

/**
 * Put first by app.ts when the bench's flag is on: each request counts its own Firestore reads
 * and writes, sent as a header just before the headers leave (work after the answer is not in it).
 */
export const firestoreOperationHeader: RequestHandler = (_req, res, next) => {
  const count: OperationCount = { reads: 0, writes: 0 };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  // res.end() without an explicit writeHead calls this one too (Node's _implicitHeader).
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader(OPERATION_COUNT_HEADER, formatOperationCount(count));
    return writeHead(...args);
  }) as typeof res.writeHead;
  runCounted(count, () => next());
};
