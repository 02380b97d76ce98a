type TTop = { token?: unknown; logprob?: unknown };

const normalise = (token: unknown) =>
  typeof token === "string"
    ? token
        .trim()
        .replace(/^["'`*]+/, "")
        .toLowerCase()
    : "";

/**
 * Bug abstention score (Cambronero et al. 2026, §3.1): P_a(success | r(b)), the probability
 * the model gives the "success" token at the first position of its answer, read from the stored
 * OpenAI log-prob entries (`[{token, logprob, top_logprobs: [{token, logprob}]}]`). A token
 * counts as "success" when, trimmed and lower-cased, it starts the word (at least "succ") or
 * starts with it. 0 when neither the chosen token nor any listed alternative is "success" (the
 * model put it below its top alternatives); null without usable log-probs.
 */
export function computeSuccessProbability(options: { logprobs: string | null }): number | null {
  if (options.logprobs === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(options.logprobs);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const first = parsed[0] as TTop & { top_logprobs?: unknown };
  if (typeof first?.logprob !== "number") return null;
  const candidates: TTop[] = [
    first,
    ...(Array.isArray(first.top_logprobs) ? first.top_logprobs : []),
  ];
  let best: number | null = null;
  for (const c of candidates) {
    const t = normalise(c.token);
    const isSuccess = t.startsWith("success") || (t.length >= 4 && "success".startsWith(t));
    if (!isSuccess || typeof c.logprob !== "number" || !Number.isFinite(c.logprob)) continue;
    const p = Math.exp(c.logprob);
    if (best === null || p > best) best = p;
  }
  return best ?? 0;
}
