// Types for scripts/select-database-tests.mjs imported by a relative path (vitest.config.ts).
export * from "@/scripts/select-database-tests.mjs";
