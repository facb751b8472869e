/** A missing prerequisite: printed as one clear message, never as a stack trace. */
export class SetupError extends Error {
  override name = 'SetupError';
}

export async function runMain(main: () => Promise<void> | void): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof SetupError) {
      console.error(`\n✖ ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
