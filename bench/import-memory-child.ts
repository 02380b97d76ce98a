// Child of bench/import-memory.ts: uploads one file through the import route's code path
// (lib/import/import-upload.ts, what POST /api/projects/<slug>/imports runs) as a streamed
// multipart request, then prints the report's summary, the wall time and this process's peak
// RSS (VmHWM) as one JSON line.
import { randomUUID } from "node:crypto";
import { createReadStream, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

const file = process.env.BENCH_FILE!;
const { createProject } = await import("@/lib/projects/create-project");
const { importUpload } = await import("@/lib/import/import-upload");
const { prisma } = await import("@/lib/db/client");

const kb = (field: string) =>
  Number(
    new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(
      readFileSync("/proc/self/status", "utf8"),
    )?.[1] ?? 0,
  );
const project = await createProject({
  input: { slug: process.env.BENCH_SLUG!, name: "Bench", description: "" },
  actorId: null,
});
const user = await prisma.user.create({
  data: { id: randomUUID(), email: `${process.env.BENCH_SLUG}@bench.test`, name: "bench" },
  select: { id: true },
});

const boundary = "----rubricate-bench-boundary";
const head = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nauto\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: application/json\r\n\r\n`;
async function* body() {
  yield Buffer.from(head);
  yield* createReadStream(file, { highWaterMark: 1024 * 1024 });
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}
const size = statSync(file).size;
const req = new Request("http://localhost/api/projects/bench/imports", {
  method: "POST",
  headers: {
    "content-type": `multipart/form-data; boundary=${boundary}`,
    "content-length": String(size + head.length + boundary.length + 8),
  },
  body: Readable.toWeb(Readable.from(body())) as ReadableStream,
  duplex: "half",
} as RequestInit);
const rssBefore = kb("VmRSS");
const t0 = performance.now();
const report = await importUpload({ req, projectId: project.id, actorId: user.id });
const ms = performance.now() - t0;
const written = await prisma.bug.count({ where: { projectId: project.id } });
console.log(
  JSON.stringify({
    ms,
    rssBeforeKb: rssBefore,
    peakKb: kb("VmHWM"),
    written,
    report: {
      written: report.written,
      totalLines: report.totalLines,
      invalidLines: report.invalidLines,
      errorCount: report.errorCount,
      errors: report.errors.slice(0, 3),
      created: report.created,
    },
  }),
);
await prisma.$disconnect();
