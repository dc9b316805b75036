import { UpstreamFailure } from '../upstream/client.ts';
import { type GatewayError, ServiceError } from './errors.ts';

type ErrorClass = abstract new (...args: never[]) => GatewayError;

/**
 * Runs a mutation's upstream work and rethrows its failure as one of the error types that
 * mutation's union declares; a code the union cannot carry becomes a ServiceError with the same
 * code, so a client always gets a typed member rather than a top-level error.
 */
export async function withTypedErrors<T>(allowed: readonly ErrorClass[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (!(cause instanceof UpstreamFailure)) throw cause;
    const error = cause.error;
    if (allowed.some((type) => error instanceof type)) throw error;
    throw new ServiceError(error.code, error.message);
  }
}
