// Shared by the screenshot scripts: a Chromium, a signed-in page per demo account, a shot helper.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

/** `npm run screenshots -- AREA URL OUTDIR` (scripts/screenshots.mjs): opens Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and returns helpers for demo accounts. */
export async function openScreenshotSession(argv = process.argv.slice(2)) {
  const [base = "http://localhost:3000", out = "/tmp/rubricate-shots"] = argv;
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
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
  const shot = (page, name, fullPage = true) =>
    page.screenshot({ path: `${out}/${name}.png`, fullPage });
  return { base, out, browser, as, shot };
}
