// `npm run screenshots -- AREA [URL] [OUTDIR]`: screenshots of one area of a running `npm start`
// (demo seeded) for a visual check, by the script scripts/screenshots-AREA.mjs; `all` runs each.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Each area and what it shows. */
const AREAS = {
  main: "sign-in, projects, bugs, patches, rubrics, analytics, My work",
  campaigns: "labelling: rater home and item, campaign overview, reveal, adjudication",
  judge:
    "judge configurations, runs and results (needs an LLM, e.g. the mock: see scripts/screenshots-judge.mjs)",
  agreement: "agreement dashboard and its tables",
};

const usage = [
  "Usage: npm run screenshots -- AREA [URL] [OUTDIR]",
  "  URL     a running `npm start` with the demo seeded (default http://localhost:3000)",
  "  OUTDIR  where the PNG files go (default /tmp/rubricate-shots)",
  "  CHROMIUM_PATH  the Chromium to drive (default /usr/bin/chromium)",
  "Areas:",
  ...Object.entries(AREAS).map(([name, what]) => `  ${name.padEnd(10)} ${what}`),
  `  ${"all".padEnd(10)} each of the above in turn`,
].join("\n");

const [area, ...rest] = process.argv.slice(2);
if (area === "--help" || area === "-h" || area === "help") {
  console.log(usage);
  process.exit(0);
}
if (!area || !(area === "all" || Object.hasOwn(AREAS, area))) {
  console.error(`${area ? `Unknown area "${area}".` : "No area given."}\n${usage}`);
  process.exit(2);
}
for (const name of area === "all" ? Object.keys(AREAS) : [area]) {
  const res = spawnSync(process.execPath, [path.join(here, `screenshots-${name}.mjs`), ...rest], {
    stdio: "inherit",
  });
  if (res.status !== 0) {
    console.error(`screenshots ${name} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status || 1);
  }
}
