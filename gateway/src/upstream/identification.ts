import { Identification, type IdentificationFields } from '@swx/contract';
import type { CallerHeaders, MultipartFile, UpstreamClient } from './client.ts';

/** GET /user/identification (the caller's KYC status and latest submission; our extension) */
export function getIdentification(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(Identification, 'GET', '/user/identification', caller);
}

/**
 * POST /user/identification (multipart: the text fields, then the images `front`, `back`, `inHand`,
 * `signature`, each only when given: the upstream names a missing one).
 */
export function submitIdentification(
  client: UpstreamClient,
  caller: CallerHeaders,
  fields: IdentificationFields,
  images: readonly MultipartFile[],
) {
  return client.callMultipart(Identification, '/user/identification', caller, { fields, files: images });
}
