import type { BucketSize } from './token-bucket.ts';

/** How often credentials may be checked; see upstream/README.md, "Throttling credential checks". */
export type CredentialPolicy = {
  /** Credential checks (a password, an e-mailed code) one client address may start. */
  checksPerAddress: BucketSize;
  /** Consecutive failures of one account from one address before every further check waits. */
  failuresBeforeBackoff: number;
  /** The first wait after those failures; it doubles with each further failure, up to `maxBackoffMs`. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /**
   * Failures one account may take from all addresses together. When the bucket is empty only
   * addresses that checked in successfully before (`knownAddressesPerAccount` of them) get a check.
   */
  failuresPerAccount: BucketSize;
  knownAddressesPerAccount: number;
  /** Verification e-mails one address may ask for, and one mailbox may receive. */
  codeSendsPerAddress: BucketSize;
  codeSendsPerEmail: BucketSize;
  /** Keys each table of the throttle remembers at most (least recently used are forgotten first). */
  maxTrackedKeys: number;
};

const minute = 60_000;

export const defaultCredentialPolicy: CredentialPolicy = {
  // 10 at once, then 10 a minute.
  checksPerAddress: { capacity: 10, refillEveryMs: minute / 10 },
  failuresBeforeBackoff: 5,
  firstBackoffMs: 1000,
  maxBackoffMs: 15 * minute,
  // 20 at once, then one every 45 s: 20 failures per 15 minutes.
  failuresPerAccount: { capacity: 20, refillEveryMs: (15 * minute) / 20 },
  knownAddressesPerAccount: 5,
  // 10 at once, then one a minute (the 60 s resend guard already holds one mailbox to one a minute).
  codeSendsPerAddress: { capacity: 10, refillEveryMs: minute },
  // 5 at once, then one every 12 minutes: 5 an hour, so nobody can fill a stranger's mailbox.
  codeSendsPerEmail: { capacity: 5, refillEveryMs: 12 * minute },
  maxTrackedKeys: 50_000,
};

const unlimitedBucket: BucketSize = { capacity: Number.POSITIVE_INFINITY, refillEveryMs: 1 };

/** No throttling: for tests of other things that sign up and log in many users from one address. */
export const unlimitedCredentialPolicy: CredentialPolicy = {
  ...defaultCredentialPolicy,
  checksPerAddress: unlimitedBucket,
  failuresBeforeBackoff: Number.POSITIVE_INFINITY,
  failuresPerAccount: unlimitedBucket,
  codeSendsPerAddress: unlimitedBucket,
  codeSendsPerEmail: unlimitedBucket,
};
