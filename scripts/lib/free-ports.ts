import { createServer } from 'node:net';
import { EMULATOR_HOST, EMULATOR_PORTS, MAIL_CATCHER_PORTS } from '@bookstore/domain';
import { SetupError } from './setup-error';

export function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, EMULATOR_HOST, () => server.close(() => resolve(true)));
  });
}

/** Every fixed port the local store listens on: the emulators' and the mail catcher's. */
export const LOCAL_PORTS: Readonly<Record<string, number>> = {
  ...EMULATOR_PORTS,
  'mail catcher SMTP': MAIL_CATCHER_PORTS.smtp,
  'mail catcher inbox': MAIL_CATCHER_PORTS.web,
};

/**
 * The emulators use fixed ports, so a store left running (`npm start` in another terminal)
 * would make firebase-tools fail half-way through starting. Say so before anything starts.
 */
export async function ensurePortsFree(ports: Readonly<Record<string, number>> = LOCAL_PORTS): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isFree(port))) busy.push(`${port} (${name})`);
  }
  if (busy.length > 0) {
    throw new SetupError(
      `Port ${busy.join(', ')} ${busy.length === 1 ? 'is' : 'are'} already in use on ${EMULATOR_HOST}. ` +
        'Is the store still running (npm start, npm test or npm run bench in another terminal)? Stop it with Ctrl-C and try again.',
    );
  }
}
