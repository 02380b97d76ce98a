import { z } from "zod";
import { replaceNulCharacters } from "@/lib/json/replace-nul-characters";
import { AppError } from "@/lib/errors/app-error";
import { DUMP_PLAN, type TDumpModel } from "./dump-plan";
import { DUMP_ROW_SCHEMAS } from "./dump-row-schemas";

export const DUMP_FORMAT = "rubricate-dump";
export const DUMP_VERSION = 1;

const ZHeader = z.strictObject({
  type: z.literal("header"),
  format: z.literal(DUMP_FORMAT),
  version: z.literal(DUMP_VERSION),
  project: z.string().min(1),
  exportedAt: z.iso.datetime(),
});
const ZEnvelope = z.strictObject({
  type: z.enum(DUMP_PLAN.map((s) => s.model) as [TDumpModel, ...TDumpModel[]]),
  row: z.record(z.string(), z.unknown()),
});

export type TDumpHeader = z.output<typeof ZHeader>;
export type TDumpLine =
  | { kind: "header"; header: TDumpHeader }
  | { kind: "row"; model: TDumpModel; row: Record<string, unknown> };

function invalid(line: number, error: z.ZodError, prefix: string): AppError {
  const fields = error.issues.map((i) => ({
    path: [prefix, ...i.path.map(String)].filter(Boolean).join("."),
    message: i.message,
  }));
  const text = fields.map((f) => `${f.path || "(line)"}: ${f.message}`).join("; ");
  return new AppError("INVALID_INPUT", `Dump line ${line}: ${text}`, { line, fields });
}

/** One dump line, validated: the header (line 1 only) or a row of a dumped model with every column typed. */
export function parseDumpLine(options: { text: string; line: number }): TDumpLine {
  const { text, line } = options;
  let value: unknown;
  try {
    value = JSON.parse(text);
    // PostgreSQL cannot store U+0000 (an older SQLite database may hold one): kept as ␀.
    if (text.includes("\\u0000")) value = replaceNulCharacters({ value });
  } catch {
    throw new AppError("INVALID_INPUT", `Dump line ${line}: not valid JSON.`, { line });
  }
  if (line === 1) {
    const header = ZHeader.safeParse(value);
    if (!header.success) throw invalid(line, header.error, "header");
    return { kind: "header", header: header.data };
  }
  const envelope = ZEnvelope.safeParse(value);
  if (!envelope.success) throw invalid(line, envelope.error, "");
  const { type: model } = envelope.data;
  const row = DUMP_ROW_SCHEMAS[model].safeParse(envelope.data.row);
  if (!row.success) throw invalid(line, row.error, `${model}.row`);
  return { kind: "row", model, row: row.data };
}
