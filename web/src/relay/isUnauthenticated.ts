/** True when a GraphQL response carries the gateway's 401 error (`extensions.code === 'UNAUTHENTICATED'`). */
export function isUnauthenticated(errors: unknown): boolean {
  if (!Array.isArray(errors)) return false;
  return errors.some((error: unknown) => {
    if (typeof error !== 'object' || error === null || !('extensions' in error)) return false;
    const { extensions } = error;
    return (
      typeof extensions === 'object' &&
      extensions !== null &&
      'code' in extensions &&
      extensions.code === 'UNAUTHENTICATED'
    );
  });
}
