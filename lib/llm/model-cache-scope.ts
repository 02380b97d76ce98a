import type { LanguageModel } from "ai";
import type { TCacheScope } from "./describe-cache-scope";

/** The cache scope of each model createLanguageModel made (a model object made elsewhere has none). */
const scopes = new WeakMap<object, TCacheScope | undefined>();

/**
 * Remembers where `model` sends its requests (createLanguageModel), so a call made with the model
 * injected (the judge's configurations, rubric drafts) is cached under the same scope as one
 * made from the environment. `scope` undefined: the provider's own API, no JSON mode.
 */
export function tagModelCacheScope(options: {
  model: LanguageModel;
  scope: TCacheScope | undefined;
}) {
  if (typeof options.model === "object") scopes.set(options.model, options.scope);
}

/** The cache scope tagged on `model` by createLanguageModel; undefined for any other model (test doubles). */
export function findModelCacheScope(options: { model: LanguageModel }): TCacheScope | undefined {
  return typeof options.model === "object" ? scopes.get(options.model) : undefined;
}
