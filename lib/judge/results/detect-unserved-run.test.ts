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

  it("for a provider batch already sent, needs a worker calling the endpoint it was sent to", () => {
    const run = { provider: "openai-compatible", model: "qwen", open: true };
    const other = { ...local, baseUrl: "http://127.0.0.1:4020" };
    const found = detectUnservedRun({
      ...run,
      endpoint: "http://127.0.0.1:4010",
      workers: [[other]],
    });
    expect(found!.message).toBe(
      "No running worker can reach this run's provider batch: it was sent to openai-compatible at http://127.0.0.1:4010 (model qwen), and the 1 running worker serves openai-compatible at http://127.0.0.1:4020. It waits there; start a worker that calls http://127.0.0.1:4010 (LLM_PROVIDER=openai-compatible and LLM_BASE_URL set, and the account that sent it): npx rubricate worker.",
    );
    expect(
      detectUnservedRun({ ...run, endpoint: "http://127.0.0.1:4010", workers: [[other], [local]] }),
    ).toBeNull();
    // OpenAI's own API: a worker without a base URL reaches it.
    expect(
      detectUnservedRun({
        provider: "openai",
        model: "gpt-4.1-mini",
        open: true,
        endpoint: "https://api.openai.com",
        workers: [[openai]],
      }),
    ).toBeNull();
  });
});
