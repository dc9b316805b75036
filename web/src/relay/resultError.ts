import type { ErrorCode } from '../__generated__/schemaEnums_errorCode.graphql';

export type ResultError = { code: ErrorCode; field: string | null };

/**
 * The typed error of a mutation result union, or null for the success payload. A branch this
 * client does not know yet (`%other`) is reported as UNKNOWN rather than ignored.
 */
export function resultError(
  result: { readonly __typename: string; readonly code?: ErrorCode; readonly field?: string | null },
  successTypename: string,
): ResultError | null {
  if (result.__typename === successTypename) return null;
  return { code: result.code ?? 'UNKNOWN', field: result.field ?? null };
}

/** The i18n key of an error code (spec: show `errors.<CODE>`, never the server's message). */
export function errorKey(code: ErrorCode): string {
  return `errors.${code}`;
}
