// The CLI as JavaScript: lib/cli/main.ts bundled by esbuild (tsx's own esbuild) into
// node_modules/.cache/rubricate-cli/<build>/, one chunk per command so a command loads only its
// own code. Written by postinstall and, when any bundled source is newer than the build, again by
// bin/rubricate.mjs before it runs: a stale bundle never runs (see lib/cli/README.md).
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isMain } from "./is-main.mjs";
import { ROOT } from "./runtime-env.mjs";

export const CLI_CACHE = path.join(ROOT, "node_modules", ".cache", "rubricate-cli");
/** Files outside the bundle's inputs that change how it is built. */
const BUILD_INPUTS = ["tsconfig.json", "package.json", "scripts/build-cli.mjs"];
/** Builds older than this (not the current one) are removed by the next build. */
const KEEP_OLD_MS = 24 * 60 * 60 * 1000;

/**
 * Source files keep their own `import.meta.url` (seed-demo's data folder, the SQLite thread's
 * entry, Prisma's generated client): inside a bundle it would name the chunk.
 */
const keepImportMeta = {
  name: "keep-import-meta",
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta")) return undefined;
      const url = pathToFileURL(args.path).href;
      const contents = text
        .replaceAll("import.meta.url", JSON.stringify(url))
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path));
      return { contents, loader: /\.m?ts$/.test(args.path) ? "ts" : "js" };
    });
  },
};

/** esbuild as tsx resolves it (tsx is a dependency; esbuild comes with it). */
function loadEsbuild() {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve("tsx/package.json"));
  return fromTsx("esbuild");
}

/** Builds the bundle into `cache` (tests pass their own); returns the path of its entry (main.js). */
export async function buildCli({ cache = CLI_CACHE } = {}) {
  const esbuild = loadEsbuild();
  const startedAt = Date.now(); // a source saved during the build counts as newer
  const name = `${startedAt}-${process.pid}`;
  const tmp = path.join(cache, `.tmp-${name}`);
  const outdir = path.join(cache, name);
  mkdirSync(cache, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: path.join(ROOT, "lib", "cli", "main.ts") },
    outdir: tmp,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    metafile: true,
    logLevel: "silent",
    plugins: [keepImportMeta],
  });
  const inputs = Object.fromEntries(
    [...Object.keys(result.metafile.inputs), ...BUILD_INPUTS].map((input) => {
      const st = statSync(path.join(ROOT, input));
      return [input, [st.mtimeMs, st.size]];
    }),
  );
  writeFileSync(path.join(tmp, "manifest.json"), JSON.stringify({ startedAt, inputs }));
  renameSync(tmp, outdir);
  const pointer = path.join(cache, `.current-${name}`);
  writeFileSync(pointer, JSON.stringify({ build: name }));
  renameSync(pointer, path.join(cache, "current.json")); // atomic: a concurrent start sees the old or the new build
  removeOldBuilds(cache, name);
  return path.join(outdir, "main.js");
}

function removeOldBuilds(cache, keep) {
  for (const entry of readdirSync(cache)) {
    if (entry === keep || entry === "current.json") continue;
    const dir = path.join(cache, entry);
    try {
      if (Date.now() - statSync(dir).mtimeMs > KEEP_OLD_MS)
        rmSync(dir, { recursive: true, force: true });
    } catch {
      // removed by a concurrent build
    }
  }
}

/**
 * The entry of the current build when every file it was built from still exists, was not
 * modified since the build started, and has the modification time and size it had then (a
 * file put back with an older time counts as changed); null otherwise. A stat per input (about
 * 400 files): a few milliseconds.
 */
export function freshCliBuild({ cache = CLI_CACHE } = {}) {
  try {
    const { build } = JSON.parse(readFileSync(path.join(cache, "current.json"), "utf8"));
    const dir = path.join(cache, build);
    const { startedAt, inputs } = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8"));
    for (const [input, [mtimeMs, size]] of Object.entries(inputs)) {
      const st = statSync(path.join(ROOT, input));
      if (st.mtimeMs >= startedAt || st.mtimeMs !== mtimeMs || st.size !== size) return null;
    }
    const entry = path.join(dir, "main.js");
    return existsSync(entry) ? entry : null;
  } catch {
    return null; // no build yet, or an input was deleted
  }
}

if (isMain(import.meta.url)) {
  const entry = await buildCli();
  console.log(`rubricate CLI built: ${path.relative(ROOT, entry)}`);
}
