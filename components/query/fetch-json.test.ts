import { describe, expect, it } from "vitest";
import { ApiError } from "./fetch-json";

describe("ApiError", () => {
  it("shows people the field's label and keeps the server's paths", () => {
    const fields = [{ path: "raterIds", message: "is required" }];
    const e = new ApiError(422, "INVALID_INPUT", "raterIds: is required", fields);
    expect(e.message).toBe("Raters: is required");
    expect(e.serverMessage).toBe("raterIds: is required");
    expect(e.fields).toEqual(fields);
  });

  it("labels a domain message that names its field", () => {
    const e = new ApiError(422, "INVALID_INPUT", "selection: no patch matches this selection.");
    expect(e.message).toBe("Patches: no patch matches this selection.");
  });
});
