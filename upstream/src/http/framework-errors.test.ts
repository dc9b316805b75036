import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp } from '../test-support/raw-http.ts';
import { startTestUpstream, type TestUpstream } from '../test-support/test-upstream.ts';
import { maxBodyBytes } from './framework-errors.ts';

/** Refusals that happen before a route runs (router, body limit, Node's HTTP parser) keep the envelope. */

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(() => t?.close());

const inputInvalid = (field: string) => ({ reason: 'INPUT_INVALID', field });

describe('framework errors keep the envelope', () => {
  it('answers a path that does not URL-decode (%zz) with HTTP 400, code 400 INPUT_INVALID on path', async () => {
    const answer = await t.request('GET', '/index/getMarketInfo/%zz');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ code: 400, msg: 'bad request', result: inputInvalid('path') });
  });

  it('answers a 200-character path parameter with HTTP 414, code 400 INPUT_INVALID on path, in the caller’s language', async () => {
    const answer = await t.request('GET', `/index/getMarketInfo/${'A'.repeat(200)}`, undefined, {
      'accept-language': 'zh-CN',
    });
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ code: 400, msg: '请求格式错误', result: inputInvalid('path') });
  });

  it('answers a body over the limit with HTTP 413, code 400 INPUT_INVALID on body', async () => {
    const body = JSON.stringify({ userName: 'x'.repeat(maxBodyBytes), password: 'secret-pass' });
    const answer = await t.request('POST', '/login/login', body);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 400, msg: 'bad request', result: inputInvalid('body') });
  });

  it('answers 20 KB of headers (Node’s 431) with a JSON envelope and closes the connection', async () => {
    const answer = await rawHttp(
      t.upstream.url,
      `GET /swx/customer/index/listMarket HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      code: 400,
      msg: 'bad request',
      result: inputInvalid('headers'),
    });
  });

  it('answers a NUL byte in a header (Node’s 400) with a JSON envelope and closes the connection', async () => {
    const answer = await rawHttp(
      t.upstream.url,
      'GET /swx/customer/index/listMarket HTTP/1.1\r\nHost: localhost\r\nAccept-Language: e\u0000n\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      code: 400,
      msg: 'bad request',
      result: inputInvalid('request'),
    });
  });

  it('still answers an unknown route with HTTP 404 and malformed JSON with HTTP 400', async () => {
    expect(await t.get('/index/nothingHere')).toEqual({
      status: 404,
      body: { code: 404, msg: 'not found', result: null },
    });
    expect(await t.post('/login/login', '{"userName":')).toEqual({
      status: 400,
      body: { code: 400, msg: 'bad request', result: null },
    });
  });
});
