/**
 * Exits once stdout and stderr have handed everything written to them to the OS. A bare
 * `process.exit()` drops what a pipe has not taken yet (a pipe takes 64 KiB at a time), so
 * `rubricate dashboard | jq` got the first 65,536 bytes of the JSON and status 0.
 */
export async function exitWhenFlushed(code: number): Promise<never> {
  await Promise.all(
    [process.stdout, process.stderr].map(
      (stream) =>
        new Promise<void>((resolve) => {
          if (stream.destroyed || !stream.writable) return resolve();
          // Writes complete in order: this callback runs after every earlier chunk has gone.
          stream.write("", () => resolve());
        }),
    ),
  );
  process.exit(code);
}
