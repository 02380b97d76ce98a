import type { Metadata } from "next";
import type { ReactNode } from "react";
import "diff2html/bundles/css/diff2html.min.css";
import "./globals.css";
import { Providers } from "@/components/query/providers";

export const metadata: Metadata = {
  title: { default: "Rubricate", template: "%s · Rubricate" },
  description: "Rubric-guided validation of automatically generated patches",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
