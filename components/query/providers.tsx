"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { config } from "zod/v4/core";
import { makeQueryClient } from "./make-query-client";

// zod compiles object parsers with `new Function` when it may; the pages' Content-Security-Policy
// forbids that (no 'unsafe-eval'), and zod's probe for it would be reported as a violation.
// The core's `config` (the one classic zod and zod/mini share), so no page loads classic zod for it.
config({ jitless: true });

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
