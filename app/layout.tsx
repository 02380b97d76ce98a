import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import "diff2html/bundles/css/diff2html.min.css";
import "./globals.css";
import { Providers } from "@/components/query/providers";

export const metadata: Metadata = {
  title: { default: "Rubricate", template: "%s · Rubricate" },
  description: "Rubric-guided validation of automatically generated patches",
};

/** Rendered per request: the CSP nonce of proxy.ts differs for every response. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
