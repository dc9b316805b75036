import type { TFunction } from 'i18next';
import { formatAmount } from '../format/formatAmount';

/** What a notification carries (NotificationItem's fragment), as this module reads it. */
export type NotificationFields = {
  readonly type: string;
  readonly amount: string | null | undefined;
  readonly currency: string | null | undefined;
  readonly reference: string | null | undefined;
  readonly remark: string | null | undefined;
};

const knownTypes = new Set([
  'RECHARGE_APPROVED',
  'RECHARGE_REJECTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_COMPLETED',
  'WITHDRAWAL_REJECTED',
  'OPTIONS_ORDER_SETTLED',
  'PASSWORD_CHANGED',
  'FUND_PASSWORD_SET',
  'FUND_PASSWORD_CHANGED',
  'ADDRESS_ADDED',
  'INVITE_REWARD',
]);

/** The options result a settlement's remark names (win, loss, refund); anything else reads as settled. */
function settlementKey(remark: string | null | undefined): string {
  return remark === 'win' || remark === 'loss' || remark === 'refund' ? remark : 'settled';
}

/**
 * The title and sentence of a notification in the reader's language, written from its fields (the
 * API sends what happened, never text). A type this client does not know yet gets a generic title.
 */
export function notificationText(
  notification: NotificationFields,
  t: TFunction,
  locale: string,
): { title: string; body: string } {
  const { type, amount, currency, reference, remark } = notification;
  if (!knownTypes.has(type)) return { title: t('notifications.types.OTHER.title'), body: '' };
  const money = amount ? `${formatAmount(amount, locale)} ${currency ?? ''}`.trim() : '';
  const params = {
    amount: money,
    reference: reference ?? '',
    remark: remark ?? '',
    currency: currency ?? '',
  };
  const base = `notifications.types.${type}`;
  let body: string;
  if (type === 'OPTIONS_ORDER_SETTLED') body = t(`${base}.${settlementKey(remark)}`, params);
  else if (type === 'PASSWORD_CHANGED')
    body = t(`${base}.${remark === 'reset' ? 'reset' : 'change'}`, params);
  else body = t(`${base}.body`, params);
  // A rejection's remark is the operator's reason, in whatever language the operator wrote it.
  if ((type === 'RECHARGE_REJECTED' || type === 'WITHDRAWAL_REJECTED') && remark) {
    body = `${body} ${t('notifications.reason', { remark })}`;
  }
  return { title: t(`${base}.title`), body };
}
