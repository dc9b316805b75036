import { LoanConfig, LoanQuota, LoanRecord, type LoanRequest, type LoanStatus, Page } from '@swx/contract';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /user/loanConfig (the operator's loan parameters and collateral prices; public) */
export function loanConfig(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(LoanConfig, 'GET', '/user/loanConfig', caller);
}

/** GET /user/loanQuota (the caller's verification, credit score, debt and what is left to borrow) */
export function loanQuota(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(LoanQuota, 'GET', '/user/loanQuota', caller);
}

/** POST /user/loan; a repeat with the same Idempotency-Key and body answers the first loan. */
export function borrow(client: UpstreamClient, caller: CallerHeaders, body: LoanRequest, key: string) {
  return client.call(LoanRecord, 'POST', '/user/loan', caller, { body, headers: { 'idempotency-key': key } });
}

/** GET /user/listLoanRecord */
export function listLoanRecord(
  client: UpstreamClient,
  caller: CallerHeaders,
  query: { status?: LoanStatus; pageNum: number; pageSize: number },
) {
  return client.call(Page(LoanRecord), 'GET', '/user/listLoanRecord', caller, { query });
}

/** POST /user/repayLoan */
export function repayLoan(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call(LoanRecord, 'POST', '/user/repayLoan', caller, { body: { id } });
}
