import type { NextRequest } from "next/server";
import type { z } from "zod";
import { readJson } from "./read-json";

/** A route's declared request schemas: the JSON body and the query string. */
export type TRequestSpec = { body?: z.ZodType; query?: z.ZodType };

/**
 * Parses a request with the schemas its route declares (the wrappers' one parse step, so the
 * OpenAPI document cannot drift from validation): first the body through `readJson` (415, 422 for
 * non-JSON, too deep, NUL) then the body schema; the query as `Object.fromEntries` of the
 * search params (a repeated key keeps its last value) then the query schema. A ZodError
 * becomes a 422 naming the field (lib/errors). Undeclared parts stay `undefined`.
 */
export async function parseRequest({
  req,
  spec,
}: {
  req: NextRequest;
  spec: TRequestSpec;
}): Promise<{ body: unknown; query: unknown }> {
  const body = spec.body ? spec.body.parse(await readJson(req)) : undefined;
  const query = spec.query
    ? spec.query.parse(Object.fromEntries(req.nextUrl.searchParams))
    : undefined;
  return { body, query };
}

/** The parsed value of an optional schema: its output, or `undefined` when not declared. */
export type TParsed<S extends z.ZodType | undefined> = S extends z.ZodType
  ? z.output<S>
  : undefined;

/**
 * A multipart upload the route reads itself (streamed or `formData()`): its file fields, the
 * schema of its other fields (if any) and a line for the API document.
 */
export type TUploadSpec = {
  description: string;
  files: readonly string[];
  fields?: z.ZodType;
};

/** What a route declares besides its response, attached to the handler for the API document. */
export type TRouteMeta = TRequestSpec & {
  upload?: TUploadSpec;
  /** Content types of the files it answers (FILE_RESPONSE or `files: true`). */
  fileTypes?: readonly string[];
  /** No session: the caller proves itself otherwise (withPublic). */
  public?: boolean;
  /** A browser session only: API tokens get 403 (managing tokens, passwords). */
  sessionOnly?: boolean;
  /** A POST that computes its answer from the body or upload and writes nothing: read tokens may call it. */
  computeOnly?: boolean;
};
