import { describe, expect, it } from "vitest";
import { chooseDemoPasswords } from "./choose-demo-passwords";

describe("chooseDemoPasswords", () => {
  it("uses the published password only on loopback addresses unless RUBRICATE_DEMO=on", () => {
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]", "127.1.2.3"])
      expect(chooseDemoPasswords({ host, demo: undefined }), host).toBe("published");
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "rubricate.example.org"])
      expect(chooseDemoPasswords({ host, demo: undefined }), host).toBe("random");
  });

  it("RUBRICATE_DEMO=on asks for the published password anywhere; off seeds nothing anywhere", () => {
    expect(chooseDemoPasswords({ host: "0.0.0.0", demo: true })).toBe("published");
    expect(chooseDemoPasswords({ host: "0.0.0.0", demo: false })).toBe("none");
    expect(chooseDemoPasswords({ host: "127.0.0.1", demo: false })).toBe("none");
  });
});
