/** How long an invitation link works unless the admin says otherwise, and at most (hours). */
export const INVITE_DEFAULT_HOURS = 72;
export const INVITE_MAX_HOURS = 24 * 14;
