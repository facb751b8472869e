import { EMULATOR_HOST, EMULATOR_PORTS, MAIL_CATCHER_PORTS } from '@bookstore/domain';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ensurePortsFree, LOCAL_PORTS } from '../../scripts/lib/free-ports';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number }>;
};

describe('the local ports', () => {
  it('firebase.json names exactly the ports of the one constant', () => {
    const configured = Object.fromEntries(
      Object.entries(firebaseJson.emulators)
        .filter(([, settings]) => typeof settings.port === 'number')
        .map(([name, settings]) => [name, settings.port]),
    );
    expect(configured).toEqual(EMULATOR_PORTS);
    for (const name of Object.keys(EMULATOR_PORTS)) expect(firebaseJson.emulators[name]?.host).toBe(EMULATOR_HOST);
  });

  it("checks the mail catcher's SMTP and inbox ports with the emulators'", () => {
    expect(Object.values(LOCAL_PORTS).sort()).toEqual(
      [...Object.values(EMULATOR_PORTS), MAIL_CATCHER_PORTS.smtp, MAIL_CATCHER_PORTS.web].sort(),
    );
  });

  // With no argument the check reads the one constant, which the test above holds equal to firebase.json.
  it('the check before anything starts names the ports that are taken', async () => {
    // Two ports of our own (picked free by the OS), one of them taken: only that one is named.
    const taken = createServer();
    const free = createServer();
    const listen = (server: Server) =>
      new Promise<number>((resolve) =>
        server.listen(0, EMULATOR_HOST, () => resolve((server.address() as AddressInfo).port)),
      );
    const [takenPort, freePort] = [await listen(taken), await listen(free)];
    await new Promise((resolve) => free.close(resolve));
    try {
      await expect(ensurePortsFree({ taken: takenPort, free: freePort })).rejects.toThrow(
        new RegExp(`^Port ${takenPort} \\(taken\\) is already in use`),
      );
      await expect(ensurePortsFree({ free: freePort })).resolves.toBeUndefined();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
