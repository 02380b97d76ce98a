export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A state-changing request sent by a page of another origin (CSRF). */
  CROSS_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_INPUT: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

/** A failure the caller can act on; mapped to HTTP in one place (to-error-response). */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly details?: unknown;

  constructor(code: TErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError("UNAUTHENTICATED", "Sign in to continue.");
export const forbidden = (message = "You do not have the role this needs.") =>
  new AppError("FORBIDDEN", message);
export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found.`);
