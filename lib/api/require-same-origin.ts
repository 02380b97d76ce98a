import { AppError } from "@/lib/errors/app-error";
import { getEnv } from "@/lib/env/get-env";
import { checkRequestOrigin } from "./check-request-origin";
import { getAppOrigins } from "./get-app-origins";

/** Throws CROSS_ORIGIN (403) when a state-changing request comes from another origin's page. */
export function requireSameOrigin(req: Request): void {
  const env = getEnv();
  const verdict = checkRequestOrigin({
    method: req.method,
    origin: req.headers.get("origin"),
    secFetchSite: req.headers.get("sec-fetch-site"),
    appOrigins: getAppOrigins({ appUrl: env.APP_URL, port: env.PORT }),
  });
  if (!verdict.allowed) throw new AppError("CROSS_ORIGIN", verdict.reason);
}
