import { encodeGlobalID } from '@pothos/plugin-relay';
import type { WalletAddress } from '@swx/contract';
import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import { InputError, ServiceError } from '../errors/errors.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from '../upstream/addresses.ts';
import { CurrencyEnum } from './currency.ts';
import { NoticeCodeEnum } from './errors.ts';
import { realCaller } from './money-caller.ts';
import { isRecordId } from './record-id.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef } from './viewer.ts';

export const WalletAddressRef = builder.objectRef<WalletAddress>('WalletAddress');

builder.node(WalletAddressRef, {
  description: "An address of the viewer's book that withdrawals are sent to.",
  id: { resolve: (address) => address.id },
  fields: (t) => ({
    addressId: t.exposeInt('id'),
    currency: t.field({ type: CurrencyEnum, resolve: (address) => address.currency }),
    network: t.exposeString('network'),
    address: t.exposeString('address'),
    label: t.exposeString('label'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.objectField(ViewerRef, 'addresses', (t) =>
  t.field({
    type: [WalletAddressRef],
    description: 'The address book (at most 20).',
    resolve: async (user, _, ctx) => (await listAddresses(ctx.upstream, realCaller(user, ctx))).result,
  }),
);

const AddAddressInput = builder.inputType('AddAddressInput', {
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, required: true }),
    network: t.string({
      required: true,
      description: 'A network some withdrawal method offers for the currency.',
    }),
    address: t.string({ required: true, description: '10-128 of A-Z a-z 0-9 : _ -' }),
    label: t.string({ description: 'At most 40 characters.' }),
  }),
});

const UpdateAddressInput = builder.inputType('UpdateAddressInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: WalletAddressRef }),
    currency: t.field({ type: CurrencyEnum, required: true }),
    network: t.string({ required: true }),
    address: t.string({ required: true }),
    label: t.string(),
  }),
});

type AddressResult = { address: WalletAddress; notice: ReturnType<typeof noticeFor> };
const viewerField = {
  type: ViewerRef,
  nullable: true,
  description: 'The viewer after the change (select `addresses`).',
} as const;

const AddressPayload = builder.objectRef<AddressResult>('AddressPayload').implement({
  fields: (t) => ({
    address: t.field({ type: WalletAddressRef, resolve: (payload) => payload.address }),
    notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
    viewer: t.field({
      ...viewerField,
      resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
    }),
  }),
});

const DeleteAddressPayload = builder.objectRef<{ id: number }>('DeleteAddressPayload').implement({
  fields: (t) => ({
    deletedAddressId: t.id({
      description: 'The Relay id of the removed address (for @deleteRecord).',
      resolve: (payload) => encodeGlobalID('WalletAddress', payload.id),
    }),
    viewer: t.field({
      ...viewerField,
      resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
    }),
  }),
});

typedMutation('addAddress', {
  type: AddressPayload,
  description: 'Adds an address to the book (the user is notified: a security event).',
  args: (t) => ({ input: t.field({ type: AddAddressInput, required: true }) }),
  errors: [InputError, ServiceError],
  resolve: async ({ input }, ctx) => {
    const body = { currency: input.currency, network: input.network, address: input.address };
    const answer = await addAddress(ctx.upstream, ctx.caller, {
      ...body,
      label: input.label ?? undefined,
    });
    return { address: answer.result, notice: noticeFor(answer.notice) };
  },
});

typedMutation('updateAddress', {
  type: AddressPayload,
  description: 'Changes a book address; records already sent keep the address they were sent to.',
  args: (t) => ({ input: t.field({ type: UpdateAddressInput, required: true }) }),
  errors: [InputError, ServiceError],
  resolve: async ({ input }, ctx) => {
    const body = {
      id: addressId(input.id.id),
      currency: input.currency,
      network: input.network,
      address: input.address,
      label: input.label ?? undefined,
    };
    const answer = await updateAddress(ctx.upstream, ctx.caller, body);
    return { address: answer.result, notice: noticeFor(answer.notice) };
  },
});

typedMutation('deleteAddress', {
  type: DeleteAddressPayload,
  args: (t) => ({ id: t.globalID({ required: true, for: WalletAddressRef }) }),
  errors: [InputError, ServiceError],
  resolve: async (args, ctx) => {
    const id = addressId(args.id.id);
    await deleteAddress(ctx.upstream, ctx.caller, id);
    return { id };
  },
});

/** A WalletAddress id names a positive integer; anything else is bad input, not an upstream call. */
function addressId(id: string): number {
  if (!isRecordId(id)) throw new InputError('INPUT_INVALID', 'Not an address id.', 'id');
  return Number(id);
}
