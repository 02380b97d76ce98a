"use client";

import { useMutation } from "@tanstack/react-query";
import { fetchJson } from "@/components/query/fetch-json";
import type { TLlmCheckResponse } from "@/lib/llm/llm-api.types";

/** Runs the LLM connection check on the server (one small call to the configured provider). */
export function useLlmCheck() {
  return useMutation({
    mutationFn: () =>
      fetchJson<TLlmCheckResponse>("/api/settings/llm/check", { method: "POST", body: "{}" }),
  });
}
