import { identificationImages } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import { Code } from '../http/codes.ts';
import { success } from '../http/envelope.ts';
import { readUpload } from '../http/multipart-upload.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** Identity verification (KYC): the caller's status and latest submission, and a submission. */
export function identificationRoutes(
  app: FastifyInstance,
  { db, clock, identifications, money }: RouteContext,
) {
  app.get('/user/identification', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, await identifications.status(user.id));
  });

  // Multipart: the text fields, then the images `front`, `back` (not for a passport), `inHand` and
  // `signature`, each at most the proof limit. The answer is GET /user/identification's.
  app.post('/user/identification', async (request, reply) => {
    const user = await requireUser(request, db, clock);
    try {
      const upload = await readUpload(request, {
        maxBytes: money.proofMaxBytes,
        files: identificationImages,
        maxFields: 12,
      });
      return success(
        request,
        await identifications.submit(user.id, upload.fields, upload.files),
        Code.submittedForReview,
      );
    } catch (error) {
      // The rest of a refused upload is not read: close the connection rather than drain it.
      if (request.isMultipart()) reply.header('connection', 'close');
      throw error;
    }
  });
}
