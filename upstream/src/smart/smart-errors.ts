import type { TextRule } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * Demo accounts cannot use smart trading. The same code-400 reason as the money forms'
 * (`DEMO_ACCOUNT_DISABLED`), with a message that names smart trading.
 */
export const smartDemoDisabled = () =>
  new ApiError(Code.badRequest, 200, { reason: 'DEMO_ACCOUNT_DISABLED', field: 'virtually' }, (language) =>
    language === 'zh'
      ? '模拟账户无法使用智能交易，请切换到真实账户'
      : 'The demo account cannot use smart trading; please switch to the real account',
  );

/** The bounds of the smart plan inputs; the catalogue's code where it has one for the input. */
export const smartRules = {
  productId: { field: 'productId', max: 16, code: Code.smartProductWrong },
  amount: { field: 'amount', max: 32, code: Code.investmentAmountWrong },
  days: { field: 'days', max: 16, code: Code.daysNotFound },
  id: { field: 'id', max: 16, pattern: /^\d{1,15}$/ },
  status: { field: 'status', max: 32 },
} satisfies Record<string, TextRule>;
