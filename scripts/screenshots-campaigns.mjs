// Screenshots of the labelling pages: `node scripts/screenshots-campaigns.mjs URL OUTDIR`
// against a running `npm start` with the demo seeded (its "Demo round 1" campaign).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", out = "/tmp/rubricate-shots"] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });

async function as(email) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 950 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("rubricate-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("current-user").waitFor();
  return page;
}
const shot = (page, name, fullPage = true) => page.screenshot({ path: `${out}/${name}.png`, fullPage });

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
await browser.close();
