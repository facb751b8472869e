/**
 * Cloud Run gives an instance CPU only while it serves a request. After this long without any
 * request the instance may have been idle, so what its listeners were sent meanwhile may still be
 * waiting in their sockets.
 */
const IDLE_MS = 10_000;

let lastRequestAt = 0;
let wokeAt = 0;

/**
 * Called for every request the instance serves, whatever its route: CPU given to any request
 * also lets the listeners take in their news, so only a spell with no request at all counts.
 */
export function noteRequest(now = Date.now()): void {
  if (now - lastRequestAt > IDLE_MS) wokeAt = now;
  lastRequestAt = now;
}

/** When the instance last came back from an idle spell (its first request counts as one). */
export const lastWake = (): number => wokeAt;
