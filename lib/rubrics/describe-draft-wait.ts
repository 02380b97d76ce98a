import type { TDraftTarget } from "./read-draft-target";

const describeLlm = (t: { provider: string; model: string | null; endpoint: string | null }) =>
  `${t.provider}${t.model ? ` ${t.model}` : ""}${t.endpoint ? ` at ${t.endpoint}` : ""}`;

/**
 * Why a queued draft job is not being drafted here (pure), or null when this server's draft
 * worker takes it: an LLM job queued for another LLM (provider, model or endpoint: it was asked
 * for from the CLI or a server configured otherwise) waits for a draft worker with that LLM,
 * which this server is not. Offline jobs, jobs already drafting and jobs queued before the LLM
 * was recorded never wait.
 */
export function describeDraftWait(options: {
  job: {
    status: string;
    engine: string;
    provider: string | null;
    model: string | null;
    endpoint: string | null;
  };
  /** The LLM this server drafts with (readDraftTarget), null without one. */
  here: TDraftTarget | null;
}): string | null {
  const { job, here } = options;
  const { provider, model, endpoint } = job;
  if (job.status !== "pending" || job.engine !== "llm" || provider === null) return null;
  if (
    here &&
    here.provider === job.provider &&
    here.model === job.model &&
    here.endpoint === job.endpoint
  )
    return null;
  return (
    `Queued for ${describeLlm({ provider, model, endpoint })}, which this server does not draft with ` +
    `(${here ? describeLlm(here) : "no LLM configured"}): it waits for a draft worker with that LLM ` +
    `(npx rubricate worker or rubricate rubric draft, with the same LLM_PROVIDER, LLM_MODEL and LLM_BASE_URL).`
  );
}
