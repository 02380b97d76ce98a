import { describe, expect, it } from "vitest";
import { detectUnservedRun } from "./detect-unserved-run";

const openai = { provider: "openai", baseUrl: null, keyVariable: "OPENAI_API_KEY" };
const local = {
  provider: "openai-compatible",
  baseUrl: "http://127.0.0.1:4010",
  keyVariable: null,
};

describe("detectUnservedRun", () => {
  it("names what the run needs and what the running workers serve when none can serve it", () => {
    const found = detectUnservedRun({
      provider: "openai-compatible",
      model: "qwen",
      open: true,
      workers: [[openai], []],
    });
    expect(found).toMatchObject({ reason: "no-capable-worker" });
    expect(found!.message).toBe(
      "No running worker can serve this run: it needs openai-compatible (model qwen), and the 2 running workers serve openai (OPENAI_API_KEY). Start one with LLM_PROVIDER=openai-compatible and LLM_BASE_URL set: npx rubricate worker.",
    );
  });

  it("is silent when a running worker serves it, when none runs (the stall check says so), or when the run is closed", () => {
    const run = { provider: "openai-compatible", model: "qwen", open: true };
    expect(detectUnservedRun({ ...run, workers: [[openai], [local]] })).toBeNull();
    expect(detectUnservedRun({ ...run, workers: [] })).toBeNull();
    expect(detectUnservedRun({ ...run, open: false, workers: [[openai]] })).toBeNull();
    expect(detectUnservedRun({ ...run, provider: "baseline", workers: [[]] })).toBeNull();
  });
});
