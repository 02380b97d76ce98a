// Types for scripts/runtime-env.mjs imported by a relative path (prisma.config.ts).
export * from "@/scripts/runtime-env.mjs";
