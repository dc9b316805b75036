import { acceptedLanguageTags } from '@swx/contract/languages';
import type { ResultCode } from './codes.ts';

export type Language = 'en' | 'zh';

/** The `msg` texts of every result code. Clients show their own text for `code`; this is for humans reading logs. */
const messages: Record<ResultCode, Record<Language, string>> = {
  200: { en: 'success', zh: '成功' },
  400: { en: 'bad request', zh: '请求格式错误' },
  401: { en: 'please log in again', zh: '请重新登录' },
  404: { en: 'not found', zh: '未找到' },
  429: { en: 'too many attempts, please retry later', zh: '尝试次数过多，请稍后再试' },
  500: { en: 'unknown error', zh: '未知错误' },
  10001: { en: 'Please enter your username or email', zh: '请输入用户名或邮箱' },
  10002: { en: 'Email format is incorrect', zh: '邮箱格式错误' },
  10003: { en: 'Username input error', zh: '用户名输入错误' },
  10004: { en: 'Password is wrong', zh: '密码错误' },
  10005: { en: 'Abnormal user status', zh: '用户状态异常' },
  10006: { en: 'Username already exists', zh: '用户名已存在' },
  10007: { en: 'Email or phone already exists', zh: '邮箱或手机号已存在' },
  10008: { en: 'Wrong user status', zh: '用户状态错误' },
  10009: { en: 'User not found', zh: '用户不存在' },
  10010: { en: 'Smart trading product is wrong', zh: '智能交易产品错误' },
  10011: {
    en: 'Insufficient balance, please recharge or release your deposit before buying',
    zh: '余额不足，请充值或释放保证金后再购买',
  },
  10012: { en: 'Days not found', zh: '天数不存在' },
  10013: { en: 'Investment amount is wrong', zh: '投资金额错误' },
  10014: { en: 'Options product is wrong', zh: '期权产品错误' },
  10015: { en: 'Currently not tradable, not in trading time', zh: '当前不可交易，不在交易时间内' },
  10016: { en: 'Purchase amount is wrong', zh: '购买金额错误' },
  10017: { en: 'Period not found', zh: '周期不存在' },
  10018: { en: 'Failed to get system parameters', zh: '获取系统参数失败' },
  10019: { en: 'Wrong verification status', zh: '认证状态错误' },
  10020: { en: 'Collection status is wrong', zh: '收藏状态错误' },
  10021: { en: 'Receive address not filled in', zh: '未填写收款地址' },
  10022: { en: 'User is not real-name verified', zh: '用户未实名认证' },
  10023: { en: 'Loan term is wrong', zh: '借款期限错误' },
  10024: { en: 'The same product has already been bought', zh: '已购买相同产品' },
  10025: { en: 'Please select a withdrawal method', zh: '请选择提现方式' },
  10026: { en: 'Insufficient balance', zh: '余额不足' },
  10090: { en: 'Please send the verification code first', zh: '请先发送验证码' },
  10091: { en: 'Verification code is wrong', zh: '验证码错误' },
  10092: { en: 'Operation failed', zh: '操作失败' },
  10093: { en: 'Sending the verification code failed, please retry later', zh: '验证码发送失败，请稍后再试' },
  20001: { en: 'Submitted for review', zh: '已提交审核' },
  20002: { en: 'Recharge added and submitted for review', zh: '充值已添加并提交审核' },
  20003: { en: 'Withdrawal added and submitted for review', zh: '提现已添加并提交审核' },
  20004: { en: 'Purchase successful', zh: '购买成功' },
  20005: { en: 'Modified successfully', zh: '修改成功' },
  20006: { en: 'Email already registered', zh: '邮箱已注册' },
  20007: { en: 'Verification code is correct', zh: '验证码正确' },
  30001: { en: 'Insufficient credit score', zh: '信用分不足' },
  30002: { en: 'Below the minimum purchase amount', zh: '低于最低购买金额' },
  30003: { en: 'Not verified', zh: '未认证' },
  30004: { en: 'Insufficient funds', zh: '资金不足' },
  30005: { en: 'Below the minimum withdrawal amount', zh: '低于最低提现金额' },
};

export function messageFor(code: ResultCode, language: Language): string {
  return messages[code][language];
}

/**
 * Picks English or Chinese from an Accept-Language header, honouring q-values: the first supported
 * tag by preference wins (any zh-* including zh-HK reads the Chinese catalogue), English otherwise.
 * `hk`, the interface code older web clients send instead of a tag, reads Chinese too.
 */
export function languageFromHeader(header: string | undefined): Language {
  for (const tag of acceptedLanguageTags(header).map((written) => written.toLowerCase())) {
    if (tag === 'zh' || tag.startsWith('zh-') || tag === 'hk') return 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
