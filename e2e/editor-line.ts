import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The rubric editor's line holding `text`, scrolled into view: Monaco draws only the lines in
 * view, so a long draft's later lines exist only after paging down to them.
 */
export async function editorLine(page: Page, text: string): Promise<Locator> {
  const line = page.locator(".monaco-editor .view-line", { hasText: text });
  await page.locator(".monaco-editor .view-lines").click();
  await page.keyboard.press("Control+Home");
  for (let page_ = 0; page_ < 30; page_++) {
    // Each page is drawn on the next frame: wait for it briefly before paging on.
    const shown = await expect(line)
      .toBeVisible({ timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return line;
    await page.keyboard.press("PageDown");
  }
  throw new Error(`The editor has no line with "${text}".`);
}
