// relay-test-utils ships no types (DefinitelyTyped's stop at Relay 19): the part the web
// component tests use, typed against relay-runtime's own types.
declare module 'relay-test-utils' {
  import type { GraphQLResponse, IEnvironment, OperationDescriptor } from 'relay-runtime';

  /** Where a mocked value goes: the field's name, its alias and arguments. */
  type MockResolverContext = {
    name?: string | null;
    alias?: string | null;
    args?: Record<string, unknown> | null;
  };

  type MockResolvers = Record<string, (context: MockResolverContext, generateId: () => number) => unknown>;

  export type MockEnvironment = IEnvironment & {
    mock: {
      getAllOperations(): OperationDescriptor[];
      getMostRecentOperation(): OperationDescriptor;
      resolve(operation: OperationDescriptor, payload: GraphQLResponse): void;
      reject(operation: OperationDescriptor, error: Error): void;
      /** One payload of a subscription (or a streamed query); the operation stays open. */
      nextValue(operation: OperationDescriptor, payload: GraphQLResponse): void;
      /** Ends a subscription (or a streamed query) without an error. */
      complete(operation: OperationDescriptor): void;
      resolveMostRecentOperation(
        payload: GraphQLResponse | ((operation: OperationDescriptor) => GraphQLResponse),
      ): void;
    };
  };

  export function createMockEnvironment(): MockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers): GraphQLResponse;
  };
}
