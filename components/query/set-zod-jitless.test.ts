import { describe, expect, it } from "vitest";
import { setZodJitless } from "./set-zod-jitless";

describe("setZodJitless", () => {
  it("sets the jitless option zod reads, whether zod loads before or after it", async () => {
    const { config } = await import("zod/v4/core");
    expect(config().jitless).not.toBe(true);
    setZodJitless();
    expect(config().jitless).toBe(true);
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
