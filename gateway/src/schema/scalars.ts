import { GraphQLError } from 'graphql';
import { builder } from '../builder.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;

builder.scalarType('Decimal', {
  description: 'Decimal number carried as a string, e.g. "64123.50"; never a float.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string' || !DECIMAL.test(value)) {
      throw new GraphQLError('Decimal must be a string such as "12.50"');
    }
    return value;
  },
});

builder.scalarType('DateTime', {
  description: 'A point in time as an ISO-8601 string in UTC.',
  serialize: (value) => new Date(value).toISOString(),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new GraphQLError('DateTime must be an ISO-8601 string');
    }
    return value;
  },
});
