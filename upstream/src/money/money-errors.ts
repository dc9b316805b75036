import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import type { Language } from '../http/messages.ts';

/**
 * Validation messages of the money forms that the code catalogue gives no number: envelope code 400 with
 * `{ reason, field, … }` (HTTP 200 unless said), as PRICES_UNREASONABLE is for orders. The `msg`
 * carries the spec's text, with its values where it has some.
 */
export function refusal(
  reason: string,
  field: string,
  text: Record<Language, string>,
  extra: object = {},
  httpStatus = 200,
) {
  return new ApiError(Code.badRequest, httpStatus, { reason, field, ...extra }, (language) => text[language]);
}

/** The demo account cannot use real-money functions; the message names the switch. */
export const demoDisabled = () =>
  refusal('DEMO_ACCOUNT_DISABLED', 'virtually', {
    en: 'The demo account cannot deposit or withdraw; please switch to the real account',
    zh: '模拟账户无法充值或提现，请切换到真实账户',
  });

/** The product's "minimum deposit of {name} is {limit}". */
export const belowMinimumDeposit = (currency: string, minimum: string) =>
  refusal(
    'BELOW_MINIMUM_DEPOSIT',
    'amount',
    { en: `minimum deposit of ${currency} is ${minimum}`, zh: `${currency} 最低充值金额为 ${minimum}` },
    { currency, minimum },
  );

/** `field`: the file part it is about (a deposit's `proof`, a KYC image). */
export const imageFormatIncorrect = (field = 'proof') =>
  refusal('IMAGE_FORMAT_INCORRECT', field, {
    en: 'image format incorrect (JPG, JPEG 2000 or PNG)',
    zh: '图片格式错误（支持 JPG、JPEG2000、PNG）',
  });

/** HTTP 413: the upload was cut off at the limit, so the connection closes after this answer. */
export const imageTooLarge = (maxBytes: number, field = 'proof') => {
  const mb = (maxBytes / (1024 * 1024)).toFixed(maxBytes % (1024 * 1024) === 0 ? 0 : 1);
  return refusal(
    'IMAGE_TOO_LARGE',
    field,
    { en: `the image must not exceed ${mb} MB`, zh: `图片大小不能超过 ${mb} MB` },
    { maxBytes },
    413,
  );
};

export const proofRequired = () =>
  refusal('PROOF_REQUIRED', 'proof', { en: 'please upload the proof', zh: '请上传凭证' });

export const fundPasswordFormat = () =>
  refusal('FUND_PASSWORD_FORMAT', 'fundPassword', {
    en: 'fund password must be 6 digits',
    zh: '资金密码必须为6位数字',
  });

export const fundPasswordNotSet = () =>
  refusal('FUND_PASSWORD_NOT_SET', 'fundPassword', {
    en: 'please set your fund password first',
    zh: '请先设置资金密码',
  });

/** An operator review of a record that is no longer in a state it applies to (already reviewed). */
export const wrongState = (status: string) =>
  new ApiError(Code.operationFailed, 200, { reason: 'WRONG_STATE', status });
