import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, loginAs, test } from "./fixtures";

// BouncerBench's released files ship beside the checkout in ../shared; the product never reads them.
const shared = (name: string) => path.resolve(`../shared/data/bouncerbench/${name}`);

test("an engineer computes BouncerBench's input-bouncer table from the released files and downloads it", async ({
  page,
  world,
}) => {
  await loginAs(page, world.users.engineer);
  await page.goto(`/projects/${world.slug}/research`);
  const form = page.getByTestId("input-bouncer");
  await form.getByLabel("Annotations CSV").setInputFiles(shared("annotations.csv"));
  await form
    .getByLabel("Bouncer outputs")
    .setInputFiles([shared("input-bouncer-o4-mini.jsonl"), shared("input-bouncer-gpt-4.1.jsonl")]);
  await form.getByRole("button", { name: "Compute" }).click();
  // Table II: o4-mini F_m 0.592, I-Score 0.271; GPT-4.1 0.500, 0.233 (two decimals on screen).
  await expect(form.getByRole("row", { name: /o4-mini/ })).toContainText("0.59");
  await expect(form.getByRole("row", { name: /o4-mini/ })).toContainText("0.27");
  await expect(form.getByRole("row", { name: /gpt-4\.1/ })).toContainText("0.50");
  const download = page.waitForEvent("download");
  await form.getByRole("button", { name: "CSV", exact: true }).click();
  const csv = readFileSync((await (await download).path())!, "utf8").split("\r\n");
  expect(csv[0]).toBe("Model,Issues,F_m,I-Score,R_b,FNR_a,FPR_a,Exact agreement,Cohen's kappa");
  expect(Number(csv.find((l) => l.startsWith("o4-mini,"))!.split(",")[2]).toFixed(3)).toBe("0.592");
});
