import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findJavaHome } from '../../scripts/lib/java';
import { SetupError } from '../../scripts/lib/setup-error';
import { fakeJdk, tempDir, thrownBy } from './support/fake-tools';

describe('findJavaHome', () => {
  let jvm: string;
  beforeEach(() => {
    jvm = tempDir('jvm');
    // Whatever this shell (or `npm test`, which sets it) has: each test says what it wants.
    vi.stubEnv('JAVA_HOME', undefined);
  });
  afterEach(() => vi.unstubAllEnvs());

  it('with no JDK at all, says none was found, where it looked and how to install one', () => {
    const error = thrownBy(() => findJavaHome(jvm));
    expect(error).toBeInstanceOf(SetupError);
    expect((error as Error).message).toContain('No Java 21 or newer found');
    expect((error as Error).message).toContain(jvm);
    expect((error as Error).message).toContain('sudo apt-get install openjdk-21-jdk-headless');
  });

  it("refuses a Java 17 JDK, the machines' default, with the same message", () => {
    fakeJdk(jvm, 'java-17-openjdk-amd64', '17.0.1');
    const error = thrownBy(() => findJavaHome(jvm));
    expect(error).toBeInstanceOf(SetupError);
    expect((error as Error).message).toContain('No Java 21 or newer found');
  });

  it('picks the JDK 25 beside a Java 17', () => {
    fakeJdk(jvm, 'java-17-openjdk-amd64', '17.0.1');
    const home = fakeJdk(jvm, 'temurin-25-jdk-amd64', '25');
    expect(findJavaHome(jvm)).toEqual({ home, major: 25 });
  });

  it('prefers a qualifying $JAVA_HOME over a newer JDK in the folder', () => {
    fakeJdk(jvm, 'temurin-25-jdk-amd64', '25');
    const chosen = fakeJdk(tempDir('java-home'), 'jdk-21', '21.0.4');
    vi.stubEnv('JAVA_HOME', chosen);
    expect(findJavaHome(jvm)).toEqual({ home: chosen, major: 21 });
  });

  it('refuses a Java 25 runtime without bin/jar and names the JDK package to install', () => {
    const home = fakeJdk(jvm, 'java-25-jre', '25', { jar: false });
    const error = thrownBy(() => findJavaHome(jvm));
    expect(error).toBeInstanceOf(SetupError);
    expect((error as Error).message).toContain(`Java 25 at ${home} is a runtime without the JDK tools (no bin/jar)`);
    expect((error as Error).message).toContain('openjdk-25-jdk-headless');
  });
});
