import { builder } from '../builder.ts';
import {
  ERROR_CATALOGUE,
  type ErrorCode,
  GATEWAY_ERRORS,
  NOTICE_CATALOGUE,
  VALIDATION_ERRORS,
} from '../errors/catalogue.ts';
import {
  ConflictError,
  CredentialsError,
  GatewayError,
  InputError,
  ServiceError,
  VerificationCodeError,
} from '../errors/errors.ts';
import { CurrencyEnum, currencyOf } from './currency.ts';

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  values: Object.fromEntries([
    ...ERROR_CATALOGUE.map((entry) => [entry.name, { description: `${entry.number}: ${entry.text}` }]),
    ...VALIDATION_ERRORS.map((entry) => [entry.name, { description: entry.text }]),
    ...GATEWAY_ERRORS.map((entry) => [entry.name, { description: entry.text }]),
  ]) as Record<ErrorCode, object>,
});

export const NoticeCodeEnum = builder.enumType('NoticeCode', {
  description: 'Success texts of the catalogue (20001-20007), carried on success payloads.',
  values: Object.fromEntries(
    NOTICE_CATALOGUE.map((entry) => [entry.name, { description: `${entry.number}: ${entry.text}` }]),
  ) as Record<(typeof NOTICE_CATALOGUE)[number]['name'], object>,
});

export const ErrorInterface = builder.interfaceType(GatewayError, {
  name: 'Error',
  description: 'Every typed error a mutation can return.',
  fields: (t) => ({
    code: t.field({ type: ErrorCodeEnum, resolve: (error) => error.code }),
    message: t.exposeString('message'),
  }),
});

builder.objectType(InputError, {
  name: 'InputError',
  description: 'Bad input: the field names which input was wrong.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InputError,
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true }),
    currency: t.field({
      type: CurrencyEnum,
      nullable: true,
      description: 'BELOW_MINIMUM_DEPOSIT: the currency whose minimum was not met.',
      resolve: (error) => currencyOf(error.limits.currency),
    }),
    minimum: t.field({
      type: 'Decimal',
      nullable: true,
      description:
        'BELOW_MINIMUM_DEPOSIT: the minimum, for "minimum deposit of {currency} is {minimum}"; ' +
        'BELOW_MINIMUM_PURCHASE of an options order: the minimum stake of the period asked for.',
      resolve: (error) => error.limits.minimum ?? null,
    }),
    maximum: t.field({
      type: 'Decimal',
      nullable: true,
      description: 'LOAN_AMOUNT_OUT_OF_RANGE: the most that may be borrowed now (with `minimum` the least).',
      resolve: (error) => error.limits.maximum ?? null,
    }),
    maxBytes: t.int({
      nullable: true,
      description: 'IMAGE_TOO_LARGE: the largest proof image accepted, in bytes.',
      resolve: (error) => error.limits.maxBytes ?? null,
    }),
  }),
});

builder.objectType(CredentialsError, {
  name: 'CredentialsError',
  description: 'The account or password did not match, or the account cannot sign in.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof CredentialsError,
  fields: () => ({}),
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  description: 'The username, email or product is already taken.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ConflictError,
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});

builder.objectType(VerificationCodeError, {
  name: 'VerificationCodeError',
  description: 'The email verification code is missing, wrong, expired or could not be sent.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof VerificationCodeError,
  fields: () => ({}),
});

const DeliveryEnum = builder.enumType('Delivery', {
  description: 'Whether a call that failed in transit reached the upstream.',
  values: {
    NOT_SENT: { description: 'The upstream never received the request: retrying is safe.' },
    OUTCOME_UNKNOWN: {
      description:
        'The request may have been executed: retry with the same idempotency key, or look the order up.',
    },
  },
});

builder.objectType(ServiceError, {
  name: 'ServiceError',
  description:
    "Any other catalogue code, or the gateway's own (UNKNOWN, TIMEOUT, OUTCOME_UNKNOWN, UPSTREAM_UNAVAILABLE, " +
    'UPSTREAM_HTTP_ERROR, RATE_LIMITED).',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ServiceError,
  fields: (t) => ({
    delivery: t.field({
      type: DeliveryEnum,
      nullable: true,
      description: 'For transport failures: whether the request reached the upstream.',
      resolve: (error) => error.delivery,
    }),
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', {
      nullable: true,
      description: 'For RATE_LIMITED: wait this long before trying again.',
    }),
    upstreamStatus: t.exposeInt('upstreamStatus', {
      nullable: true,
      description: 'For UPSTREAM_HTTP_ERROR: the HTTP status the upstream answered.',
    }),
  }),
});
