import type { Identification } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityForm, identityImages } from '../test-support/kyc-helpers.ts';
import {
  createTestUser,
  startTestUpstream,
  type TestUpstream,
  testOperatorToken,
} from '../test-support/test-upstream.ts';
import { runOps } from './ops-command.ts';

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(() => t.close());

async function ops(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(
    args,
    { UPSTREAM_URL: t.upstream.url, OPERATOR_TOKEN: testOperatorToken },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const status = async (token: string) =>
  ((await t.get('/user/identification', { authorization: token })).body.result as Identification).kycStatus;

/** The submission's id as `kyc list` prints it for this user. */
function idIn(listing: string, userId: number): string {
  const line = listing.split('\n').find((l) => l.includes(`(user ${userId})`));
  const id = line?.match(/^#(\d+) /)?.[1];
  if (!id) throw new Error(`user ${userId} not listed:\n${listing}`);
  return id;
}

describe('npm run ops -- kyc', () => {
  it('lists pending submissions with what the reviewer checks, rejects one with a reason and approves the resubmission', async () => {
    const user = await createTestUser(t);
    await t.upload('/user/identification', identityForm({}, await identityImages()), {
      authorization: user.token,
    });
    const listed = await ops(['kyc', 'list', '--status', 'pending']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /pending .* Amira O'Neil-Schmidt, born 1990-05-17, female, DE, .*\+49 15123456789, ID card/,
    );
    expect(listed.out).toMatch(/images \/swx\/ops\/identifications\/\d+\/images\/front /);
    const id = idIn(listed.out, user.id);

    const noReason = await ops(['kyc', 'reject', id]);
    expect(noReason.code).toBe(2);
    expect(noReason.err).toContain('reject needs --remark');
    const rejected = await ops(['kyc', 'reject', id, '--remark', 'Document expired']);
    expect(rejected).toMatchObject({ code: 0 });
    expect(rejected.out).toContain('failed');
    expect(rejected.out).toContain('remark: Document expired');
    expect(await status(user.token)).toBe(3);

    await t.upload('/user/identification', identityForm({}, await identityImages()), {
      authorization: user.token,
    });
    const second = idIn((await ops(['kyc', 'list', '--status', 'pending'])).out, user.id);
    const approved = await ops(['kyc', 'approve', second]);
    expect(approved.code).toBe(0);
    expect(approved.out).toContain('verified');
    expect(await status(user.token)).toBe(2);
    const again = await ops(['kyc', 'approve', second]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('WRONG_STATE');
  });

  it('explains its usage for an unknown action', async () => {
    const wrong = await ops(['kyc', 'verify', '1']);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('kyc approve <id>');
  });
});
