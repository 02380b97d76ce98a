import { describe, expect, it } from "vitest";
import { z, ZodError } from "zod";
import { toErrorResponse } from "@/lib/errors/to-error-response";
import { checkResponse, ResponseDriftError } from "./check-response";
import { ZIsoDate } from "./wire.types";

const ZRun = z.object({
  run: z.object({ id: z.string(), createdAt: ZIsoDate, finishedAt: ZIsoDate.nullable() }),
});
const route = "GET /api/test";

describe("checkResponse", () => {
  it("accepts a result its schema describes, dates given as Date or as ISO strings", () => {
    const createdAt = new Date("2026-01-02T03:04:05.678Z");
    expect(() =>
      checkResponse({
        schema: ZRun,
        route,
        result: { run: { id: "r1", createdAt, finishedAt: null } },
      }),
    ).not.toThrow();
    expect(() =>
      checkResponse({
        schema: ZRun,
        route,
        result: {
          run: {
            id: "r1",
            createdAt: createdAt.toISOString(),
            finishedAt: createdAt.toISOString(),
          },
        },
      }),
    ).not.toThrow();
  });

  it("the one date serializer writes what JSON.stringify writes for a Date", () => {
    const at = new Date("2026-05-06T07:08:09.010Z");
    expect(ZIsoDate.parse(at)).toBe(JSON.parse(JSON.stringify(at)));
    expect(() => ZIsoDate.parse("yesterday")).toThrow();
  });

  it("refuses a wrong type or a missing field, naming the path, as a server fault (500), not a 422", async () => {
    const wrong = () =>
      checkResponse({
        schema: ZRun,
        route,
        result: { run: { id: 7, createdAt: new Date(), finishedAt: null } },
      });
    expect(wrong).toThrow(ResponseDriftError);
    expect(wrong).toThrow(/run\.id/);
    expect(() =>
      checkResponse({ schema: ZRun, route, result: { run: { id: "r1", finishedAt: null } } }),
    ).toThrow(/run\.createdAt/);
    let caught: unknown;
    try {
      wrong();
    } catch (err) {
      caught = err;
    }
    expect(caught).not.toBeInstanceOf(ZodError);
    const res = toErrorResponse(caught);
    expect(res.status).toBe(500);
  });

  it("refuses a field the schema does not declare (zod would strip it, so the types would lie)", () => {
    const result = { run: { id: "r1", createdAt: new Date(), finishedAt: null, secret: "x" } };
    expect(() => checkResponse({ schema: ZRun, route, result })).toThrow(/run\.secret/);
  });
});
