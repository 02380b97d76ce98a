import { createWriteStream } from "node:fs";
import { once } from "node:events";
import type { Writable } from "node:stream";
import type { Command } from "commander";
import { exportProject } from "@/lib/transfer/export-project";
import { countNoun } from "@/lib/text/count-noun";

/** Writes with back-pressure: waits for "drain" when the stream's buffer is full. */
const writerFor = (out: Writable) => async (line: string) => {
  if (!out.write(line)) await once(out, "drain");
};

export function registerExport(program: Command) {
  program
    .command("export")
    .description(
      "Dump one project (every row, ids kept; no passwords or sessions) as JSONL, for `import --dump`",
    )
    .requiredOption("--project <slug>", "project to dump")
    .option("--out <file>", "write to this file instead of stdout")
    .action(async (opts: { project: string; out?: string }) => {
      const out = opts.out ? createWriteStream(opts.out) : process.stdout;
      const counts = await exportProject({ slug: opts.project, write: writerFor(out) });
      if (opts.out)
        await new Promise<void>((resolve, reject) =>
          out.end((err?: Error | null) => (err ? reject(err) : resolve())),
        );
      else await new Promise<void>((resolve) => process.stdout.write("", () => resolve()));
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      console.error(
        `Exported ${opts.project}: ${countNoun({ count: total, one: "row" })}${opts.out ? ` to ${opts.out}` : ""}.`,
      );
    });
}
