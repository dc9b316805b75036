/** Thrown inside a submit transaction when another request committed the same idempotency key first. */
export class KeyTaken extends Error {}
