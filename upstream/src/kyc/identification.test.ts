import type { Identification, Notification, OpsIdentification, Page } from '@swx/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identityDefaults,
  identityFiles,
  identityForm,
  identityImages,
} from '../test-support/kyc-helpers.ts';
import { jpegProofWithExif, pdfBytes, pngProof } from '../test-support/proof-fixtures.ts';
import {
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import { latestAdultBirthdate } from './identification-rules.ts';

describe.each(testBackends())('identity verification on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend, { proofMaxBytes: 64 * 1024 }));
  });
  afterAll(() => stop?.());

  const submit = (token: string, form: FormData, headers: Record<string, string> = {}) =>
    t.upload('/user/identification', form, { authorization: token, ...headers });
  const status = async (token: string) =>
    (await t.get('/user/identification', { authorization: token })).body.result as Identification;
  const kycColumn = async (userId: number) =>
    Number(
      (await t.upstream.db.query('SELECT kyc_status FROM users WHERE id = $1', [userId]))[0]?.kyc_status,
    );
  const rows = async () =>
    Number((await t.upstream.db.query('SELECT count(*)::int AS n FROM identifications'))[0]?.n);
  const pendingOf = async (userId: number) => {
    const queue = await t.ops('GET', '/identifications?status=pending&pageSize=100');
    const item = (queue.body.result as Page<OpsIdentification>).list.find((i) => i.userId === userId);
    if (!item) throw new Error('not in the queue');
    return item;
  };
  const notifications = async (token: string) =>
    ((await t.get('/user/listNotification', { authorization: token })).body.result as Page<Notification>)
      .list;

  it('needs a session', async () => {
    expect((await t.get('/user/identification')).body.code).toBe(401);
    expect((await submit('', identityForm({}, await identityImages()))).body.code).toBe(401);
  });

  it('answers not verified with no submission for a new user', async () => {
    const user = await createTestUser(t);
    expect(await status(user.token)).toEqual({ kycStatus: 0, submission: null });
  });

  it('stores a complete submission as pending review within 48 hours, images re-encoded and private', async () => {
    const user = await createTestUser(t);
    const filesBefore = identityFiles(t).length;
    const answer = await submit(
      user.token,
      identityForm({}, await identityImages({ front: await jpegProofWithExif() })),
    );
    expect(answer.body).toMatchObject({ code: 200, notice: 20001 });
    const now = t.clock.now();
    expect(answer.body.result).toEqual({
      kycStatus: 1,
      submission: {
        ...identityDefaults,
        hasBack: true,
        status: 'pending',
        remark: null,
        createdAt: now,
        reviewDueAt: now + 48 * 3600 * 1000,
        reviewedAt: null,
      },
    });
    expect(await status(user.token)).toEqual(answer.body.result);
    expect(await kycColumn(user.id)).toBe(1);
    expect(identityFiles(t).length).toBe(filesBefore + 4);
    // The operator reads the front image re-encoded, without the camera's metadata.
    const item = await pendingOf(user.id);
    expect(item).toMatchObject({ userName: expect.any(String), firstName: 'Amira', documentType: 'id_card' });
    const front = await fetch(`${t.upstream.url}${item.images.front}`, {
      headers: { 'x-operator-token': 'test-operator-token' },
    });
    expect(front.headers.get('content-type')).toBe('image/jpeg');
    expect(front.headers.get('cache-control')).toBe('private, no-store');
    const metadata = await sharp(Buffer.from(await front.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
    // Nobody without the operator credential reads it, and the customer API has no image route.
    expect((await fetch(`${t.upstream.url}${item.images.front}`)).status).toBe(401);
    expect(
      (
        await fetch(`${t.upstream.url}/swx/customer${item.images.front.replace('/swx/ops', '/user')}`, {
          headers: { authorization: user.token },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a submission while one is pending and once verified with 10019, keeping the first', async () => {
    const user = await createTestUser(t);
    await submit(user.token, identityForm({}, await identityImages()));
    const count = await rows();
    const again = await submit(user.token, identityForm({ firstName: 'Other' }, await identityImages()));
    expect(again.body).toMatchObject({ code: 10019, result: null });
    expect(await rows()).toBe(count);
    const item = await pendingOf(user.id);
    expect((await t.ops('POST', `/identifications/${item.id}/approve`)).body).toMatchObject({
      code: 200,
      result: { id: item.id, status: 'verified', remark: null },
    });
    expect((await submit(user.token, identityForm({}, await identityImages()))).body.code).toBe(10019);
    expect(await status(user.token)).toMatchObject({ kycStatus: 2, submission: { firstName: 'Amira' } });
  });

  it('verifies: kyc_status 2, the user is notified, a second review answers WRONG_STATE', async () => {
    const user = await createTestUser(t);
    await submit(user.token, identityForm({}, await identityImages()));
    const item = await pendingOf(user.id);
    t.clock.advance(3_600_000);
    await t.ops('POST', `/identifications/${item.id}/approve`, { remark: 'documents match' });
    expect(await kycColumn(user.id)).toBe(2);
    expect(await status(user.token)).toMatchObject({
      kycStatus: 2,
      submission: { status: 'verified', reviewedAt: t.clock.now(), remark: 'documents match' },
    });
    expect((await notifications(user.token))[0]).toMatchObject({ type: 'kycVerified', remark: null });
    expect(
      (await t.ops('POST', `/identifications/${item.id}/reject`, { remark: 'late' })).body,
    ).toMatchObject({
      code: 10092,
      result: { reason: 'WRONG_STATE', status: 'verified' },
    });
    expect(await kycColumn(user.id)).toBe(2);
  });

  it('fails with the reason the user reads, who may resubmit; both submissions stay in the history', async () => {
    const user = await createTestUser(t);
    await submit(user.token, identityForm({}, await identityImages()));
    const first = await pendingOf(user.id);
    expect((await t.ops('POST', `/identifications/${first.id}/reject`, {})).body).toMatchObject({
      code: 400,
      result: { reason: 'INPUT_INVALID', field: 'remark' },
    });
    await t.ops('POST', `/identifications/${first.id}/reject`, { remark: 'The photo in hand is blurred' });
    expect(await kycColumn(user.id)).toBe(3);
    expect(await status(user.token)).toMatchObject({
      kycStatus: 3,
      submission: { status: 'failed', remark: 'The photo in hand is blurred' },
    });
    expect((await notifications(user.token))[0]).toMatchObject({
      type: 'kycFailed',
      remark: 'The photo in hand is blurred',
    });
    const again = await submit(
      user.token,
      identityForm({ documentType: 'passport' }, await identityImages()),
    );
    expect(again.body).toMatchObject({
      code: 200,
      result: { kycStatus: 1, submission: { status: 'pending' } },
    });
    const history = await t.upstream.db.query(
      'SELECT status, remark FROM identifications WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(history).toEqual([
      { status: 'failed', remark: 'The photo in hand is blurred' },
      { status: 'pending', remark: null },
    ]);
  });

  it('refuses an empty field as "input incomplete" naming it, a malformed one as INPUT_INVALID, writing nothing', async () => {
    const user = await createTestUser(t);
    const count = await rows();
    const files = identityFiles(t).length;
    const images = await identityImages();
    const refusal = async (fields: Partial<typeof identityDefaults>) =>
      (await submit(user.token, identityForm(fields, images))).body;
    expect(await refusal({ lastName: ' ' })).toEqual({
      code: 400,
      msg: 'input incomplete, please fill in complete information',
      result: { reason: 'INPUT_INCOMPLETE', field: 'lastName' },
    });
    expect((await refusal({ phone: '', address: '' })).result).toEqual({
      reason: 'INPUT_INCOMPLETE',
      field: 'address',
    });
    const adultToday = latestAdultBirthdate(t.clock.now());
    const dayAfter = new Date(Date.parse(`${adultToday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const [fields, field] of [
      [{ birthdate: dayAfter }, 'birthdate'],
      [{ birthdate: '1990-02-30' }, 'birthdate'],
      [{ birthdate: '17.05.1990' }, 'birthdate'],
      [{ firstName: 'R2-D2' }, 'firstName'],
      [{ sex: 'other' }, 'sex'],
      [{ country: 'XX' }, 'country'],
      [{ address: 'Rd' }, 'address'],
      [{ areaCode: '+999' }, 'areaCode'],
      [{ phone: '0151-234' }, 'phone'],
      [{ phone: '123456789012345' }, 'phone'],
      [{ documentType: 'visa' }, 'documentType'],
    ] as const) {
      expect(await refusal(fields), JSON.stringify(fields)).toMatchObject({
        code: 400,
        result: { reason: 'INPUT_INVALID', field },
      });
    }
    // Exactly 18 today is an adult; names in any script are names.
    expect(
      (
        await refusal({
          birthdate: adultToday,
          firstName: 'Zoë',
          lastName: '李',
          country: 'cn',
          areaCode: '+86',
        })
      ).code,
    ).toBe(200);
    expect(await rows()).toBe(count + 1);
    expect(identityFiles(t).length).toBe(files + 4);
  });

  it('asks for each required image by name; a passport needs no back', async () => {
    const user = await createTestUser(t);
    const count = await rows();
    for (const missing of ['front', 'back', 'inHand', 'signature'] as const) {
      const answer = await submit(user.token, identityForm({}, await identityImages({ [missing]: null })));
      expect(answer.body).toEqual({
        code: 400,
        msg: 'please upload the required image',
        result: { reason: 'IMAGE_REQUIRED', field: missing },
      });
    }
    expect(await rows()).toBe(count);
    const passport = await submit(
      user.token,
      identityForm({ documentType: 'passport' }, await identityImages({ back: null })),
    );
    expect(passport.body).toMatchObject({ code: 200, result: { submission: { hasBack: false } } });
    expect((await pendingOf(user.id)).images.back).toBeNull();
  });

  it('refuses a PDF named .png as "image format incorrect" naming the part, and an oversized image, writing nothing', async () => {
    const user = await createTestUser(t);
    const count = await rows();
    const files = identityFiles(t).length;
    const pdf = await submit(user.token, identityForm({}, await identityImages({ back: pdfBytes() })));
    expect(pdf.body).toEqual({
      code: 400,
      msg: 'image format incorrect (JPG, JPEG 2000 or PNG)',
      result: { reason: 'IMAGE_FORMAT_INCORRECT', field: 'back' },
    });
    // A valid PNG of 480 KB, over this suite's 64 KB limit; the last part, as the server stops reading there.
    const big = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const tooLarge = await submit(user.token, identityForm({}, await identityImages({ signature: big })));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      code: 400,
      result: { reason: 'IMAGE_TOO_LARGE', field: 'signature', maxBytes: 64 * 1024 },
    });
    expect(await rows()).toBe(count);
    expect(identityFiles(t).length).toBe(files);
    expect(await kycColumn(user.id)).toBe(0);
    // Still allowed to submit properly afterwards.
    expect((await submit(user.token, identityForm({}, await identityImages()))).body.code).toBe(200);
  });

  it('lets only one of two racing submissions through', async () => {
    const user = await createTestUser(t);
    const png = await pngProof();
    const answers = await Promise.all(
      [1, 2].map(
        async () => (await submit(user.token, identityForm({}, await identityImages({ front: png })))).body,
      ),
    );
    expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([200, 10019]);
    const pending = await t.upstream.db.query(
      "SELECT count(*)::int AS n FROM identifications WHERE user_id = $1 AND status = 'pending'",
      [user.id],
    );
    expect(pending[0]?.n).toBe(1);
  });
});
