import { z } from "zod";
import type { Prisma } from "@/lib/db/client";
import type { TDumpModel } from "./dump-plan";

// Column types as they appear in a dump line (dates as ISO strings, parsed back to Date).
const s = z.string();
const sn = z.string().nullable();
const int = z.number().int();
const intn = int.nullable();
const num = z.number();
const numn = num.nullable();
const bool = z.boolean();
const booln = bool.nullable();
const date = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
const daten = date.nullable();
const row = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);

/** One strict schema per dumped model: every column, nothing else. */
export const DUMP_ROW_SCHEMAS = {
  Project: row({ id: s, slug: s, name: s, description: s, createdAt: date, updatedAt: date }),
  User: row({ id: s, name: s, email: s, emailVerified: bool, image: sn, isAdmin: bool, createdAt: date, updatedAt: date }),
  ProjectRole: row({ id: s, projectId: s, userId: s, role: s, createdAt: date }),
  ImportJob: row({ id: s, projectId: s, createdById: sn, kind: s, fileName: s, status: s, report: s, createdAt: date }),
  Bug: row({ id: s, projectId: s, externalId: s, title: sn, report: s, bugType: sn, language: sn, groundTruthPatch: s, metadata: s, importJobId: sn, createdAt: date, updatedAt: date }),
  Patch: row({ id: s, projectId: s, bugId: s, externalId: s, diff: s, contentHash: s, tool: sn, model: sn, sample: intn, passesTests: booln, metadata: s, createdAt: date }),
  PatchSource: row({ id: s, projectId: s, patchId: s, externalId: s, tool: sn, model: sn, sample: intn, passesTests: booln, metadata: s, importJobId: sn, createdAt: date }),
  LlmCall: row({
    id: s, requestHash: s, purpose: s, provider: s, model: s, params: s, promptTemplate: sn, promptVersion: sn, prompt: s, rawOutput: sn,
    error: sn, inputTokens: intn, outputTokens: intn, latencyMs: intn, costUsd: numn, logprobs: sn, createdAt: date,
  }),
  Rubric: row({ id: s, bugId: s, format: s, status: s, editorId: sn, currentVersionId: sn, goldenVersionId: sn, createdAt: date, updatedAt: date }),
  DraftJob: row({
    id: s, projectId: s, bugId: s, batchId: s, format: s, engine: s, status: s, attempts: int, error: sn, bypassCache: bool, createdById: sn,
    leaseUntil: daten, createdAt: date, updatedAt: date,
  }),
  RubricVersion: row({
    id: s, rubricId: s, number: int, kind: s, source: s, content: s, parentVersionId: sn, createdById: sn, llmCallId: sn, promptTemplate: sn,
    promptVersion: sn, editDistance: intn, editDistanceNorm: numn, createdAt: date,
  }),
  RubricEdit: row({
    id: s, versionId: s, position: int, type: s, baseStart: int, baseEnd: int, newStart: int, newEnd: int, beforeText: s, afterText: s,
    justification: s, themes: s, createdById: sn, createdAt: date,
  }),
  RubricReview: row({ id: s, rubricId: s, versionId: s, round: int, reviewerId: s, decision: s, comment: s, createdAt: date }),
  RubricEditComment: row({ id: s, reviewId: s, editId: s, comment: s, createdAt: date }),
  Campaign: row({
    id: s, projectId: s, name: s, instructions: s, ratersPerPatch: int, allowUnsure: bool, showGroundTruth: bool, selection: s, phase: s, kind: s,
    revealedAt: daten, closedAt: daten, createdById: sn, createdAt: date, updatedAt: date,
  }),
  CampaignPatch: row({ id: s, campaignId: s, patchId: s, position: int }),
  CampaignRater: row({ id: s, campaignId: s, userId: s, role: s }),
  Assignment: row({ id: s, campaignId: s, patchId: s, raterId: s, position: int, status: s, createdAt: date, updatedAt: date }),
  Rating: row({
    id: s, campaignId: s, patchId: s, assignmentId: sn, raterId: sn, raterKey: s, label: s, justification: s, checklist: s, timeSpentMs: intn,
    createdAt: date, updatedAt: date,
  }),
  Consensus: row({ id: s, campaignId: s, patchId: s, label: s, method: s, themes: s, notes: s, adjudicatorId: sn, createdAt: date }),
  JudgeConfig: row({
    id: s, projectId: s, name: s, version: int, provider: s, model: s, temperature: num, maxTokens: int, samples: int, promptTemplate: s,
    promptVersion: s, reference: s, description: s, threshold: numn, createdById: sn, createdAt: date,
  }),
  JudgeRun: row({
    id: s, projectId: s, configId: s, campaignId: sn, status: s, concurrency: int, filter: s, total: int, skipped: int, createdById: sn,
    createdAt: date, startedAt: daten, finishedAt: daten,
  }),
  JudgeJob: row({
    id: s, runId: s, patchId: s, sample: int, status: s, attempts: int, lastError: sn, workerId: sn, leaseUntil: daten, nextAttemptAt: date,
    referenceVersionId: sn, createdAt: date, updatedAt: date,
  }),
  JudgeResult: row({
    id: s, runId: s, jobId: s, patchId: s, sample: int, label: s, thought: s, justification: s, confidence: numn, cached: bool, llmCallId: sn,
    createdAt: date,
  }),
  AuditLog: row({ id: s, actorId: sn, projectId: sn, action: s, entityType: s, entityId: s, before: sn, after: sn, createdAt: date }),
} satisfies Record<TDumpModel, z.ZodType>;

// Compile-time drift check: each schema's output is exactly the Prisma model's row type.
type TExact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type TModelRow<K extends TDumpModel> = Prisma.TypeMap["model"][K]["payload"]["scalars"];
type TDrift = { [K in TDumpModel]: TExact<z.output<(typeof DUMP_ROW_SCHEMAS)[K]>, TModelRow<K>> extends true ? never : K }[TDumpModel];
/** Fails to compile, naming the model, when a schema here no longer matches prisma/schema.prisma. */
export const SCHEMA_DRIFT: [TDrift] extends [never] ? true : TDrift = true;
