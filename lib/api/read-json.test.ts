import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { readJson } from "./read-json";

/** The AppError a promise rejects with; fails the test otherwise. */
async function appErrorOf(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => new Error("expected an AppError"),
    (e: unknown) => e,
  );
  if (err instanceof AppError) return err;
  throw err;
}

const post = (body: string, type?: string) =>
  new Request("http://127.0.0.1/api/x", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

describe("readJson", () => {
  it("reads a JSON body sent as application/json, with or without a charset", async () => {
    expect(await readJson(post('{"a":1}', "application/json"))).toEqual({ a: 1 });
    expect(await readJson(post('{"a":2}', "Application/JSON; charset=utf-8"))).toEqual({ a: 2 });
  });

  it("refuses JSON sent as text/plain, a form or without a type (415), as a cross-site form would send it", async () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      undefined,
    ]) {
      expect(await appErrorOf(readJson(post('{"a":1}', type))), String(type)).toMatchObject({
        code: "UNSUPPORTED_MEDIA_TYPE",
        status: 415,
      });
    }
  });

  it("says a body that is not JSON is invalid (422)", async () => {
    expect(await appErrorOf(readJson(post("{nope", "application/json")))).toMatchObject({
      code: "INVALID_INPUT",
      status: 422,
    });
  });

  it("refuses text holding a NUL character (422 naming the field), which PostgreSQL cannot store", async () => {
    const body = JSON.stringify({ edits: [{ text: "ok" }, { text: "a\u0000b" }] });
    expect(await appErrorOf(readJson(post(body, "application/json")))).toMatchObject({
      code: "INVALID_INPUT",
      status: 422,
      message: "edits.1.text: must not contain a NUL character (U+0000).",
    });
  });
});
