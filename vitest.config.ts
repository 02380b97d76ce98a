import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["lib/test/global-setup.ts"],
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
