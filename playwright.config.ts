import { defineConfig } from "@playwright/test";
import { chromiumExecutable } from "./e2e/chromium-executable";
import {
  E2E_BASE_URL,
  E2E_DATABASE_URL,
  E2E_MOCK_LLM_PORT,
  E2E_PORT,
  E2E_RATE_LIMIT,
  E2E_TOKEN_RATE_LIMIT,
} from "./e2e/e2e-env";

process.env.DATABASE_URL = E2E_DATABASE_URL;

export default defineConfig({
  testDir: "e2e",
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E_BASE_URL,
    // A failed test keeps a screenshot and its error context (the page's ARIA snapshot). Locally
    // it keeps its trace too (actions, DOM snapshots, network). Recording traces is about a fifth
    // of the e2e CPU even when none is kept (bench/RESULTS.md, CI time), so CI records none;
    // E2E_TRACE=1 records them there too.
    trace:
      process.env.CI && process.env.E2E_TRACE !== "1"
        ? "off"
        : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Chromium's headless shell (e2e/chromium-executable.ts); CHROMIUM_PATH overrides.
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // Nothing listens on port 1: every request that would leave localhost fails in the
        // browser (loopback is never proxied), and e2e/fixtures.ts's offsite guard records it.
        "--proxy-server=http://127.0.0.1:1",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      // A local stand-in for an OpenAI-compatible provider (no LLM API is reachable here).
      // Its batch endpoints take 3 s per batch, so the run page shows the provider's status.
      command: `node scripts/mock-llm-server.mjs --port ${E2E_MOCK_LLM_PORT} --latency 150 --batch-delay 3000`,
      url: `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1/models`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: "node e2e/serve.mjs",
      url: `${E2E_BASE_URL}/login`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PORT: String(E2E_PORT),
        DATABASE_URL: E2E_DATABASE_URL,
        APP_URL: E2E_BASE_URL,
        // The fixtures sign each account in from its own X-Forwarded-For address, as behind a proxy.
        TRUST_PROXY: "true",
        AUTH_RATE_LIMIT_MAX: String(E2E_RATE_LIMIT),
        AUTH_RATE_LIMIT_WINDOW_SECONDS: "60",
        API_TOKEN_RATE_LIMIT: String(E2E_TOKEN_RATE_LIMIT),
        LLM_PROVIDER: "openai-compatible",
        LLM_BASE_URL: `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1`,
        LLM_MODEL: "mock-rubric-model",
        // Judge configurations on Anthropic and Gemini reach the mock's Messages and
        // generateContent endpoints through the real provider packages (e2e/judge-providers.spec.ts).
        ANTHROPIC_API_KEY: "e2e-anthropic-key",
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1`,
        GOOGLE_GENERATIVE_AI_API_KEY: "e2e-google-key",
        GOOGLE_GENERATIVE_AI_BASE_URL: `http://127.0.0.1:${E2E_MOCK_LLM_PORT}/v1beta`,
        // Batch-mode runs: ask the mock's batch API for its status every half second.
        JUDGE_BATCH_POLL_MS: "500",
        // Every JSON answer is checked against its route's response schema (lib/api/check-response.ts).
        RUBRICATE_CHECK_RESPONSES: "true",
      },
    },
  ],
});
