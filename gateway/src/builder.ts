import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import type { GatewayContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GatewayContext;
  DefaultFieldNullability: false;
  Scalars: {
    Decimal: { Input: string; Output: string };
    DateTime: { Input: string; Output: number };
    File: { Input: unknown; Output: never };
  };
}>({
  plugins: [ErrorsPlugin, RelayPlugin],
  defaultFieldNullability: false,
  relay: { nodesQueryOptions: false, clientMutationId: 'omit', cursorType: 'String' },
  errors: { directResult: true },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
