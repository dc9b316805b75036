import type {
  FieldRef,
  InputFieldMap,
  InputShapeFromFields,
  ObjectParam,
  ShapeFromTypeParam,
} from '@pothos/core';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import type { GatewayError } from '../errors/errors.ts';
import { withTypedErrors } from '../errors/narrow.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The error classes a mutation's result union may carry; anything else arrives as a ServiceError. */
type ErrorClass = new (...args: never[]) => GatewayError;

/**
 * `t.field` without its generics: for a payload type still open, Pothos cannot relate the error
 * options to the resolver's shape. Each call site is checked against `TypedMutation` instead.
 */
type OpenFieldBuilder = { field(options: object): FieldRef<Types, unknown, 'Mutation'> };

type TypedMutation<Payload extends ObjectParam<Types>, Args extends InputFieldMap> = {
  type: Payload;
  description?: string;
  args?: (t: PothosSchemaTypes.InputFieldBuilder<Types, 'Arg'>) => Args;
  errors: ErrorClass[];
  resolve: (
    args: InputShapeFromFields<Args>,
    ctx: GatewayContext,
  ) => Promise<ShapeFromTypeParam<Types, Payload, false>>;
};

/**
 * A mutation whose answer is its payload or one of its typed errors, in the union `<Name>Result`:
 * the error classes are named once, both for the union and for narrowing an upstream failure.
 */
export function typedMutation<
  Payload extends ObjectParam<Types>,
  Args extends InputFieldMap = Record<string, never>,
>(name: string, { type, description, args, errors, resolve }: TypedMutation<Payload, Args>): void {
  builder.mutationField(name, (t) =>
    (t as unknown as OpenFieldBuilder).field({
      type,
      description,
      args: args ? builder.args(args) : {},
      errors: { types: errors, union: { name: `${name.charAt(0).toUpperCase()}${name.slice(1)}Result` } },
      resolve: (_root: unknown, fieldArgs: InputShapeFromFields<Args>, ctx: GatewayContext) =>
        withTypedErrors(errors, () => resolve(fieldArgs, ctx)),
    }),
  );
}
