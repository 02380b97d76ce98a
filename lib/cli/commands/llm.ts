import type { Command } from "commander";
import { checkLlmConnection } from "@/lib/llm/check-llm-connection";
import { JSON_ONLY_HELP } from "../json-only-help";

/**
 * `rubricate llm check`: one small structured call to the configured provider and model (the
 * LLM_* variables): JSON with latency, structured output, logprobs, prompt caching and the price
 * used; on failure the same JSON, the reason on stderr and exit 1. No database.
 */
export function registerLlm(program: Command) {
  const llm = program.command("llm").description("The configured LLM provider (no database)");
  llm
    .command("check")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "One small structured call to the configured provider and model: latency, structured output, logprobs, prompt caching, price; or why it failed, as JSON",
    )
    .action(async () => {
      const check = await checkLlmConnection();
      process.stdout.write(`${JSON.stringify(check, null, 2)}\n`);
      if (!check.ok) {
        console.error(`LLM check failed (${check.provider} ${check.model ?? ""}): ${check.error}`);
        process.exitCode = 1;
      }
    });
}
