// ESLint for the whole repository: `npm run lint` (part of `npm test`). It lives in tools/lint with
// its own TypeScript 5 (typescript-eslint needs TypeScript's JS API; the app builds with 7).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Where app code may not reach: the database client, generated Prisma clients, Prisma itself. */
const DATABASE_IMPORTS = {
  patterns: [
    {
      group: ["@/lib/db/*", "**/lib/db/*"],
      message:
        "app/ and components/ never touch the database: call a lib/<domain> function (server) or an API route (client).",
    },
    {
      group: ["@/generated/*", "**/generated/*", "@prisma/*"],
      message: "Prisma stays inside lib/.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "tools/lint/node_modules/**",
      "bench/promptfoo/node_modules/**",
      "generated/**",
      ".next/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      "e2e/.data/**",
      "bench/.data/**",
      "next-env.d.ts",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") }),
      ],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          caughtErrors: "none",
        },
      ],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", DATABASE_IMPORTS] },
  },
  {
    files: ["components/**/*.{ts,tsx}", "app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
);
