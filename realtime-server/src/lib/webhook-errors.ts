/** A webhook whose signature is missing, wrong, or too old: nothing changes. */
export class WebhookSignatureError extends Error {}

/**
 * A correctly signed event that is not a whole event (not JSON, no `data`, a time no clock can
 * hold): answered 400, since its sender signed it and redelivering it would not help.
 */
export class WebhookMalformedError extends Error {}
