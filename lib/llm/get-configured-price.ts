import { getLlmEnv } from "@/lib/env/get-llm-env";
import type { TModelPrice } from "./find-model-price";

/** LLM_PRICE for the configured provider's LLM_MODEL (null when unset or the LLM variables are invalid). */
export function getConfiguredPrice(): {
  provider: string;
  model: string | null;
  price: TModelPrice | null;
} | null {
  try {
    const { provider, model, price } = getLlmEnv();
    return price ? { provider, model, price } : null;
  } catch {
    return null;
  }
}
