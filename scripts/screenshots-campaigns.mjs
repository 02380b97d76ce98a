// Screenshots of the labelling pages: `npm run screenshots -- campaigns URL OUTDIR`
// against a running `npm start` with the demo seeded (its "Demo round 1" campaign).
import { openScreenshotSession } from "./screenshot-session.mjs";

const { base, browser, as, shot } = await openScreenshotSession();

const rater = await as("rater1@demo.rubricate");
await shot(rater, "c1-rater-home");
await rater.getByTestId("campaign-card").first().click();
await rater.getByTestId("item-position").waitFor();
await rater.keyboard.press("i");
await rater.keyboard.press("1");
await shot(rater, "c2-rater-item", false);
await rater.keyboard.press("?");
await shot(rater, "c3-rater-help", false);
await rater.keyboard.press("Escape");

const lead = await as("lead@demo.rubricate");
await lead.goto(`${base}/projects/demo/campaigns`);
await shot(lead, "c4-campaigns");
await lead.getByRole("link", { name: "Demo round 1" }).click();
await lead.getByTestId("overall-progress").waitFor();
await shot(lead, "c5-campaign-overview");
// Label everything through the API (rater 3 disagrees on two patches), reveal, then adjudication.
const campaignId = lead.url().split("/").pop();
const api = `${base}/api/projects/demo/campaigns/${campaignId}`;
for (const [i, email] of [
  "rater1@demo.rubricate",
  "rater2@demo.rubricate",
  "rater3@demo.rubricate",
].entries()) {
  const p = await as(email);
  const queue = await (await p.request.get(`${api}/queue`)).json();
  for (const [n, item] of queue.items.entries()) {
    const label = i === 2 && n < 2 ? "INVALID" : "VALID";
    await p.request.put(`${api}/items/${item.assignmentId}/rating`, {
      data: { label, justification: `${label}: rater ${i + 1} on item ${n + 1}` },
      headers: { origin: base },
    });
  }
}
await lead.reload();
await shot(lead, "c6-campaign-done");
await lead.request.patch(api, { data: { phase: "reveal" }, headers: { origin: base } });
await lead.goto(`${base}/projects/demo/campaigns/${campaignId}/adjudicate`);
await lead.getByTestId("ratings-side").waitFor();
await lead.keyboard.press("i");
await lead.keyboard.press("1");
await shot(lead, "c7-adjudication", false);
await browser.close();
