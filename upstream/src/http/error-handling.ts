import type { FastifyError, FastifyInstance } from 'fastify';
import { Code } from './codes.ts';
import { ApiError, sendError, Throttled } from './envelope.ts';

/**
 * Every failure leaves as an envelope: business rules as their catalogue code, throttling as HTTP 429
 * with Retry-After, a body over the limit as HTTP 413 (code 400 INPUT_INVALID on `body`), other
 * malformed requests (bad JSON, unsupported content type) as HTTP 400, unknown routes as 404, anything
 * else as 500. Refusals before routing are in `framework-errors.ts`.
 */
export function installErrorHandling(app: FastifyInstance) {
  // An empty body with a JSON content type is a body-less call (e.g. POST /user/getUserInfo), not an error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error: Error & { statusCode?: number } = new Error('malformed JSON body');
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof Throttled) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof ApiError)
      return sendError(request, reply, error.code, error.httpStatus, error.result, error.text);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(request, reply, Code.badRequest, 413, { reason: 'INPUT_INVALID', field: 'body' });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(request, reply, Code.badRequest, 400);
    request.log.error(error);
    return sendError(request, reply, Code.internal, 500);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, Code.notFound, 404));
}
