import { type ASTVisitor, GraphQLError, Kind, type SelectionSetNode, type ValidationContext } from 'graphql';

/** Mutations that check a password or a verification code: one guess per request, never a batch. */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set(['login', 'register', 'resetPassword']);

/**
 * Aliases would let one request try a hundred passwords (`a: login(…) b: login(…) …`); the
 * throttle counts requests, so a request may hold at most one credential-checking field.
 */
export function credentialFieldsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      const count = countCredentialFields(context, operation.selectionSet, new Set());
      if (count > 1) {
        context.reportError(
          new GraphQLError(
            'A request may check one credential at a time (one login, register or resetPassword).',
            {
              nodes: [operation],
              extensions: {
                code: 'QUERY_LIMIT_EXCEEDED',
                limit: 'credentialFields',
                max: 1,
                http: { status: 400 },
              },
            },
          ),
        );
      }
    },
  };
}

function countCredentialFields(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seenFragments: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (CREDENTIAL_FIELDS.has(selection.name.value)) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countCredentialFields(context, selection.selectionSet, seenFragments);
    } else if (!seenFragments.has(selection.name.value)) {
      seenFragments.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countCredentialFields(context, fragment.selectionSet, seenFragments);
    }
  }
  return count;
}
