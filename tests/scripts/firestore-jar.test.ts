import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firestoreEmulatorBinary, type FirestoreJarPlaces } from '../../scripts/lib/firestore-jar';
import { SetupError } from '../../scripts/lib/setup-error';
import { tempDir, writeTool } from './support/fake-tools';

const SDK_JAR = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

describe('firestoreEmulatorBinary', () => {
  let root: string;
  let jdk: string;
  let places: FirestoreJarPlaces;
  beforeEach(() => {
    root = tempDir('firestore-jar');
    jdk = join(root, 'jdk');
    mkdirSync(join(root, 'sdk'));
    places = {
      sdkRoots: [join(root, 'sdk')],
      downloadDir: join(root, 'firebase-emulators'),
      wrapperDir: join(root, 'cache'),
      canDownload: vi.fn(() => Promise.resolve(false)),
    };
  });

  const installSdkJar = () => {
    mkdirSync(join(root, 'sdk', 'platform', 'cloud-firestore-emulator'), { recursive: true });
    writeFileSync(join(root, 'sdk', SDK_JAR), 'jar');
    return join(root, 'sdk', SDK_JAR);
  };

  describe('with no jar in the Google Cloud SDK', () => {
    it('leaves firebase-tools to use the jar it downloaded before', async () => {
      mkdirSync(places.downloadDir);
      writeFileSync(join(places.downloadDir, 'cloud-firestore-emulator-v1.19.7.jar'), 'jar');
      await expect(firestoreEmulatorBinary(jdk, places)).resolves.toBeNull();
      expect(places.canDownload).not.toHaveBeenCalled();
    });

    it('leaves firebase-tools to download its own where the machine has internet', async () => {
      places.canDownload = () => Promise.resolve(true);
      await expect(firestoreEmulatorBinary(jdk, places)).resolves.toBeNull();
    });

    it('stops with what to install where it cannot download either', async () => {
      const error = await firestoreEmulatorBinary(jdk, places).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SetupError);
      expect((error as Error).message).toContain('sudo apt-get install google-cloud-cli-firestore-emulator');
    });
  });

  describe('with the SDK jar', () => {
    it('builds a wrapper jar whose manifest names the main class and the SDK jar, once', async () => {
      const sdkJar = installSdkJar();
      // `jar cfm <wrapper> <manifest>`: the stand-in copies the manifest and counts its runs.
      writeTool(join(jdk, 'bin', 'jar'), `cp "$3" "$2"; echo run >> "${join(root, 'jar-runs')}"`);

      const wrapper = await firestoreEmulatorBinary(jdk, places);
      expect(wrapper).toBe(join(places.wrapperDir, 'firestore-emulator-wrapper.jar'));
      const manifest = readFileSync(wrapper!, 'utf8');
      expect(manifest).toContain('Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore');
      expect(manifest).toContain(`Class-Path: file:${sdkJar}`);

      await expect(firestoreEmulatorBinary(jdk, places)).resolves.toBe(wrapper);
      expect(readFileSync(join(root, 'jar-runs'), 'utf8')).toBe('run\n');
    });

    it('turns a failing jar tool into one clear SetupError and leaves no half-built wrapper', async () => {
      installSdkJar();
      writeTool(join(jdk, 'bin', 'jar'), 'echo partial > "$2"; echo "jar: disk full" >&2; exit 1');

      const error = await firestoreEmulatorBinary(jdk, places).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SetupError);
      expect((error as Error).message).toContain("Could not build the Firestore emulator's wrapper jar");
      expect((error as Error).message).toContain('jar: disk full');
      expect((error as Error).message).toContain(`Check that ${jdk} is a working JDK`);
      expect(existsSync(join(places.wrapperDir, 'firestore-emulator-wrapper.jar'))).toBe(false);
    });

    it('turns a missing jar tool into a SetupError too', async () => {
      installSdkJar();
      await expect(firestoreEmulatorBinary(jdk, places)).rejects.toThrow(SetupError);
    });
  });
});
