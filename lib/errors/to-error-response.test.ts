import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PrismaClientKnownRequestError } from "@prisma/client/runtime/client";
import { AppError } from "./app-error";
import { toErrorResponse } from "./to-error-response";

const prismaError = (code: string) =>
  new PrismaClientKnownRequestError("boom", { code, clientVersion: "6.19" });

describe("toErrorResponse", () => {
  it("names each bad field of a ZodError in a 422", async () => {
    const err = z.object({ name: z.string() }).safeParse({ name: 1 }).error!;
    const res = toErrorResponse(err);
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields[0].path).toBe("name");
  });

  it("keeps an AppError's code and status", async () => {
    const res = toErrorResponse(new AppError("CONFLICT", "taken"));
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "CONFLICT", message: "taken" });
  });

  it("turns a concurrent write lost to a unique key or a write conflict into a 409, not a 500", async () => {
    for (const code of ["P2002", "P2034"]) {
      const res = toErrorResponse(prismaError(code));
      expect(res.status).toBe(409);
      expect((await res.json()).error.code).toBe("CONFLICT");
    }
  });

  it("hides anything else behind a 500", async () => {
    const spy = console.error;
    console.error = () => {};
    try {
      expect(toErrorResponse(prismaError("P2025")).status).toBe(500);
      expect(toErrorResponse(new Error("x")).status).toBe(500);
    } finally {
      console.error = spy;
    }
  });
});
