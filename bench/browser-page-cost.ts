// `npm run bench:browser`: the CPU seconds Chromium spends to open one page (a new browser
// context, a page, a small document, one locator), for Debian's full Chromium (/usr/bin/chromium,
// new headless mode) and for the headless shell the e2e suite drives (e2e/chromium-executable.ts),
// side by side in one run, with playwright.config.ts's flags. CPU from /proc/<pid>/stat (user +
// system) of every Chromium process, summed by process type, per page, over PAGES pages kept open.
import { readFileSync, readdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import config from "../playwright.config";
import { chromiumExecutable } from "../e2e/chromium-executable";

const PAGES = 12;
const TICK = 100; // clock ticks per second on Linux

/** CPU seconds of every live Chromium process, by type (browser, renderer, gpu-process, ...). */
function chromiumCpu(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let cmd: string;
    let stat: string[];
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
      stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    } catch {
      continue; // gone meanwhile
    }
    if (!/chrom/.test(cmd.split(" ")[0]!)) continue;
    const type = /--type=(\S+)/.exec(cmd)?.[1] ?? "browser";
    out[type] = (out[type] ?? 0) + (Number(stat[11]) + Number(stat[12])) / TICK;
  }
  return out;
}

async function measure(executablePath: string): Promise<Record<string, number>> {
  const args = config.use?.launchOptions?.args ?? [];
  const browser = await chromium.launch({ executablePath, args });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const before = chromiumCpu();
    const contexts = [];
    for (let i = 0; i < PAGES; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent("<main><h1>Rubricate</h1><p>one page</p></main>");
      await page.getByRole("heading").textContent();
      contexts.push(context);
    }
    await new Promise((r) => setTimeout(r, 500));
    // Read while every page is open: a renderer's CPU leaves /proc with its process.
    const after = chromiumCpu();
    for (const context of contexts) await context.close();
    const per: Record<string, number> = {};
    for (const [type, cpu] of Object.entries(after))
      per[type] = (cpu - (before[type] ?? 0)) / PAGES;
    return per;
  } finally {
    await browser.close();
  }
}

const rows: [string, string][] = [
  ["Debian Chromium (full browser, new headless)", "/usr/bin/chromium"],
  ["Chromium headless shell (the e2e suite's)", chromiumExecutable()],
];
const results = [];
for (const [name, path] of rows) results.push({ name, per: await measure(path) });
const types = [...new Set(results.flatMap((r) => Object.keys(r.per)))].sort();
const total = (per: Record<string, number>) => Object.values(per).reduce((a, b) => a + b, 0);
console.log(`CPU seconds per page opened (${PAGES} pages each, one run):\n`);
console.log(`| browser | ${types.join(" | ")} | total |`);
console.log(`|---|${types.map(() => "---").join("|")}|---|`);
for (const r of results)
  console.log(
    `| ${r.name} | ${types.map((t) => (r.per[t] ?? 0).toFixed(3)).join(" | ")} | ${total(r.per).toFixed(3)} |`,
  );
const [full, shell] = results.map((r) => total(r.per));
console.log(
  `\nthe headless shell: ${(shell! / full!).toFixed(2)}× the full browser's CPU per page`,
);
