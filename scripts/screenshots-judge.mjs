// Screenshots of the judge pages: `npm run screenshots -- judge URL OUTDIR` against a running
// `npm start` with the demo seeded (its judge configurations and "Demo round 1" campaign) and an
// OpenAI-compatible LLM, e.g. the mock: `node scripts/mock-llm-server.mjs --port 3399 --latency 300`
// and `LLM_PROVIDER=openai-compatible LLM_BASE_URL=http://127.0.0.1:3399/v1 LLM_MODEL=mock npm start`.
import { openScreenshotSession } from "./screenshot-session.mjs";

const { base, out, browser, as, shot } = await openScreenshotSession();
const judge = `${base}/projects/demo/judge`;

// Raters label "Demo round 1" through the API (two bugs rejected by everyone, one split), then the reveal.
const lead = await as("lead@demo.rubricate");
const campaigns = await (await lead.request.get(`${base}/api/projects/demo/campaigns`)).json();
const campaign = campaigns.campaigns.find((c) => c.name === "Demo round 1");
const api = `${base}/api/projects/demo/campaigns/${campaign.id}`;
if (campaign.phase === "labelling") {
  for (const [i, email] of [
    "rater1@demo.rubricate",
    "rater2@demo.rubricate",
    "rater3@demo.rubricate",
  ].entries()) {
    const p = await as(email);
    const queue = await (await p.request.get(`${api}/queue`)).json();
    for (const item of queue.items) {
      const rejected =
        ["tinyjson-17", "imgscale-42"].includes(item.bug.externalId) ||
        (i === 2 && item.bug.externalId === "kvstash-9");
      const label = rejected ? "INVALID" : "VALID";
      await p.request.put(`${api}/items/${item.assignmentId}/rating`, {
        data: { label, justification: `${label}: rater ${i + 1}` },
        headers: { origin: base },
      });
    }
    await p.context().close();
  }
  await lead.request.patch(api, { data: { phase: "reveal" }, headers: { origin: base } });
}

// Judge home, then a 422 from the configuration form, then a new version with three samples.
await lead.goto(judge);
await lead.getByTestId("run-row").first().waitFor();
await shot(lead, "j1-judge-home");
const form = lead.getByRole("form", { name: "New configuration" });
await form.getByRole("button", { name: "Save configuration" }).click();
await form.getByRole("alert").first().waitFor();
await form.screenshot({ path: `${out}/j2-config-errors.png` });
await form.getByLabel("Name").fill("Ground-truth patch");
await form.getByLabel("Model").fill("mock");
await form.getByLabel("Reference").selectOption("ground_truth");
await form.getByLabel("Samples").fill("3");
await form.getByLabel("Description").fill("Three samples, majority vote.");
await form.getByRole("button", { name: /Save as v2/ }).click();
await form.getByRole("status").waitFor();

// A run over the campaign, watched live.
const run = lead.getByRole("form", { name: "Start a run" });
await run.getByLabel("Configuration").selectOption({ label: "Ground-truth patch v2" });
await run.getByLabel("Campaign (for agreement)").selectOption({ index: 1 });
await run.getByLabel("Concurrency").fill("2");
await run.getByRole("button", { name: "Start run" }).click();
await lead.waitForURL(/\/judge\/runs\//);
const bar = lead.getByRole("progressbar", { name: "Run progress" });
await lead.waitForFunction(
  () =>
    Number(document.querySelector('[aria-label="Run progress"]')?.getAttribute("aria-valuenow")) >=
    20,
);
await shot(lead, "j3-run-progress", false);
const max = await bar.getAttribute("aria-valuemax");
await lead.waitForFunction(
  (m) => document.querySelector('[aria-label="Run progress"]')?.getAttribute("aria-valuenow") === m,
  max,
  { timeout: 120_000 },
);
await lead.getByTestId("run-status").filter({ hasText: "completed" }).waitFor();
await shot(lead, "j4-run-results");
await lead.keyboard.press("d");
await lead.getByRole("button", { name: /Disagreements only/, pressed: true }).waitFor();
await shot(lead, "j5-disagreements", false);
await lead.getByTestId("result-row").first().focus();
await lead.keyboard.press("Enter");
await lead.getByTestId("judge-justification").first().waitFor();
await shot(lead, "j6-detail", false);
await lead.keyboard.press("Escape");
await lead.keyboard.press("?");
await shot(lead, "j7-help", false);
await lead.keyboard.press("Escape");

// The seeded baseline run: no LLM.
await lead.goto(judge);
await lead.getByRole("link", { name: "Similarity baseline v1" }).first().click();
await lead.getByTestId("result-row").first().click();
await lead.getByTestId("judge-justification").first().waitFor();
await shot(lead, "j8-baseline-detail", false);

// An engineer reads, but starts nothing.
const engineer = await as("engineer-a@demo.rubricate");
await engineer.goto(judge);
await engineer.getByTestId("run-row").first().waitFor();
await shot(engineer, "j9-engineer-home");
await browser.close();
