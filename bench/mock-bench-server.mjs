#!/usr/bin/env node
// The mock LLM for bench/judge-throughput.ts, in its own process: structured-output requests
// (Rubricate's judge) get the mock's schema-valid answers; plain chat requests (promptfoo's
// llm-rubric grader) get the grading JSON promptfoo expects. GET /stats counts requests.
//   node bench/mock-bench-server.mjs --port 4010 --latency 200
import { startMockLlmServer } from "../scripts/mock-llm-server.mjs";
import { createGradingResponder } from "./promptfoo/run-promptfoo.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const latencyMs = arg("latency", 200);
const grading = createGradingResponder({ latencyMs });
const server = await startMockLlmServer({
  port: arg("port", 0),
  latencyMs,
  respond: (body) => (body.response_format?.type === "json_schema" ? null : grading.respond(body)),
});
console.log(server.url);
for (const sig of ["SIGINT", "SIGTERM"])
  process.on(sig, () => server.close().then(() => process.exit(0)));
