// Screenshots of the agreement dashboard: `npm run screenshots -- agreement URL OUTDIR` against
// a running `npm start` with the demo seeded (its closed pilot campaign and two baseline runs, which
// the built-in worker finishes within seconds of the first start).
import { openScreenshotSession } from "./screenshot-session.mjs";

const { base, out, browser, as, shot } = await openScreenshotSession();
const lead = await as("lead@demo.rubricate");
const errors = [];
lead.on("pageerror", (e) => errors.push(String(e)));
lead.on("console", (m) => m.type() === "error" && errors.push(m.text()));
await lead.goto(`${base}/projects/demo/agreement`);
await lead.getByTestId("pass-at-k-chart").waitFor({ timeout: 60_000 });
await shot(lead, "a1-agreement-full");
for (const id of [
  "human-agreement",
  "kappa-heatmap",
  "benchmarks-table",
  "judge-vs-consensus",
  "ablation-table",
  "pass-at-k-chart",
]) {
  await lead.getByTestId(id).screenshot({ path: `${out}/a2-${id}.png` });
}
// UNSURE as a third category: the figures change and the URL keeps the choice.
await lead.getByLabel("UNSURE").click();
await lead.waitForURL(/missing=(&|$)/);
await lead.getByTestId("human-counts").getByText("0 counted as missing").waitFor();
await lead.getByTestId("human-agreement").screenshot({ path: `${out}/a3-unsure-as-category.png` });
// Help overlay.
await lead.keyboard.press("?");
await shot(lead, "a4-shortcuts", false);
if (errors.length > 0) console.error("Browser errors:", errors);
await browser.close();
