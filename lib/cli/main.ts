// The `rubricate` binary's entry (bin/rubricate.mjs runs its build): one invocation of the
// program (run-cli-program.ts), then the exit once stdout and stderr are written out.
import { exitWhenFlushed } from "./exit-when-flushed";
import { runCliProgram } from "./run-cli-program";

await exitWhenFlushed(await runCliProgram({ args: process.argv.slice(2) }));
