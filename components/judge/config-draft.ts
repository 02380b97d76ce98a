import type { TJudgeProvider, TRunnableReference } from "@/lib/judge/schemas";
import { PER_REQUIREMENT_REFERENCES } from "@/lib/judge/schemas";
import type { TFixSpecSource } from "@/lib/fix-specs/schemas";
import type { TRatingScale } from "@/lib/scales/schemas";
import type { TJudgeConfigRow } from "@/lib/judge/judge-api.types";
import type { TCreateJudgeConfigInput } from "./use-create-judge-config";

/** The configuration form's fields, as typed. */
export type TDraft = {
  name: string;
  description: string;
  provider: TJudgeProvider;
  model: string;
  reference: TRunnableReference;
  samples: string;
  temperature: string;
  maxTokens: string;
  threshold: string;
  specWriter: TFixSpecSource;
  perRequirement: boolean;
  /** Project rules in the prompt: "none", "current" or a pinned version number. */
  rules: string;
  /** A graded scale (lib/scales) or null for binary. */
  scale: TRatingScale | null;
};

export const EMPTY_DRAFT: TDraft = {
  name: "",
  description: "",
  provider: "openai-compatible",
  model: "",
  reference: "golden",
  samples: "1",
  temperature: "0",
  maxTokens: "2048",
  threshold: "0.5",
  specWriter: "llm",
  perRequirement: false,
  rules: "none",
  scale: null,
};

/** A new version of a saved configuration starts from its values. */
export const draftFromConfig = (c: TJudgeConfigRow): TDraft => ({
  name: c.name,
  description: "",
  provider: c.provider,
  model: c.baseline ? "" : c.model,
  reference: c.reference === "external" ? "golden" : c.reference,
  samples: String(c.samples),
  temperature: String(c.temperature),
  maxTokens: String(c.maxTokens),
  threshold: String(c.threshold ?? 0.5),
  specWriter: c.specWriter ?? "llm",
  perRequirement: c.perRequirement,
  rules: c.rules,
  scale: c.scale,
});

/**
 * The draft after a change, with the fields that depend on the changed one reset: a new
 * provider clears the model (another provider's name) and, to or from the baseline, the
 * reference (the baseline reads the developer fix; leaving it returns to the default) and the
 * LLM-only fields; a new reference clears "per requirement" and, away from fix_spec, the
 * specification writer. Pure.
 */
export function changeDraft(prev: TDraft, patch: Partial<TDraft>): TDraft {
  const next = { ...prev, ...patch };
  if (next.provider !== prev.provider) {
    next.model = patch.model ?? "";
    if (next.provider === "baseline")
      Object.assign(next, {
        rules: "none",
        scale: null,
        reference: "ground_truth",
        samples: EMPTY_DRAFT.samples,
        temperature: EMPTY_DRAFT.temperature,
      });
    else if (prev.provider === "baseline")
      Object.assign(next, {
        reference: patch.reference ?? EMPTY_DRAFT.reference,
        threshold: EMPTY_DRAFT.threshold,
      });
  }
  if (next.reference !== prev.reference || next.provider !== prev.provider) {
    next.perRequirement = patch.perRequirement ?? false;
    if (next.reference !== "fix_spec") next.specWriter = EMPTY_DRAFT.specWriter;
  }
  if (!canJudgePerRequirement(next)) next.perRequirement = false;
  return next;
}

/** Per-requirement judging: an LLM judge of a golden or draft rubric. */
export const canJudgePerRequirement = (d: TDraft) =>
  d.provider !== "baseline" && PER_REQUIREMENT_REFERENCES.includes(d.reference);

/** What the API is sent for the draft (only the fields that apply to it). */
export function draftInput(d: TDraft): TCreateJudgeConfigInput {
  const baseline = d.provider === "baseline";
  return {
    name: d.name,
    description: d.description,
    provider: d.provider,
    model: baseline ? "" : d.model,
    reference: baseline ? "ground_truth" : d.reference,
    samples: d.samples,
    temperature: d.temperature,
    maxTokens: d.maxTokens,
    ...(baseline ? { threshold: d.threshold } : {}),
    ...(!baseline && d.reference === "fix_spec" ? { specWriter: d.specWriter } : {}),
    ...(canJudgePerRequirement(d) && d.perRequirement ? { perRequirement: true } : {}),
    ...(!baseline && d.rules !== "none" ? { rules: d.rules } : {}),
    ...(!baseline && d.scale ? { scale: d.scale } : {}),
  };
}

/** True when two drafts hold the same values (the form against its start, or what it sent). Pure. */
export const sameDraft = (a: TDraft, b: TDraft): boolean =>
  (Object.keys(a) as (keyof TDraft)[]).every((k) =>
    k === "scale" ? JSON.stringify(a.scale) === JSON.stringify(b.scale) : a[k] === b[k],
  ) && Object.keys(a).length === Object.keys(b).length;
