import { tmpdir } from "node:os";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { getAppRoot } from "./get-app-root";

describe("getAppRoot", () => {
  const root = process.cwd();
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("is RUBRICATE_ROOT when set, else the working directory", () => {
    vi.stubEnv("RUBRICATE_ROOT", "/srv/rubricate");
    expect(getAppRoot()).toBe("/srv/rubricate");
    vi.stubEnv("RUBRICATE_ROOT", "");
    expect(getAppRoot()).toBe(root);
  });

  it("lets a process started in another directory read the checkout's prompts", () => {
    vi.spyOn(process, "cwd").mockReturnValue(tmpdir());
    vi.stubEnv("RUBRICATE_ROOT", "");
    expect(() => loadPrompt({ name: "rubric-draft.v1" })).toThrow(/not found/);
    vi.stubEnv("RUBRICATE_ROOT", root);
    expect(loadPrompt({ name: "rubric-draft.v1" }).name).toBe("rubric-draft");
  });
});
