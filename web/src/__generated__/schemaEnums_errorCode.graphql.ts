/**
 * @generated SignedSource<<7e378e470e8ac14dd664477998b6755f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ErrorCode = "ACCOUNT_REQUIRED" | "BALANCE_INSUFFICIENT" | "BALANCE_INSUFFICIENT_RECHARGE" | "BELOW_MINIMUM_DEPOSIT" | "BELOW_MINIMUM_PURCHASE" | "BELOW_MINIMUM_WITHDRAWAL" | "CODE_SENDING_FAILED" | "COLLECTION_STATUS_WRONG" | "CREDIT_SCORE_INSUFFICIENT" | "DAYS_NOT_FOUND" | "DEMO_ACCOUNT_DISABLED" | "EMAIL_EXISTS" | "EMAIL_INVALID" | "FUNDS_INSUFFICIENT" | "FUND_PASSWORD_FORMAT" | "FUND_PASSWORD_NOT_SET" | "IMAGE_FORMAT_INCORRECT" | "IMAGE_REQUIRED" | "IMAGE_TOO_LARGE" | "INPUT_INCOMPLETE" | "INPUT_INVALID" | "INVESTMENT_AMOUNT_WRONG" | "LOAN_AMOUNT_OUT_OF_RANGE" | "LOAN_SIGNATURE_REQUIRED" | "LOAN_TERM_WRONG" | "NOT_REAL_NAME_VERIFIED" | "NOT_TRADABLE" | "NOT_VERIFIED" | "OPERATION_FAILED" | "OPTIONS_PRODUCT_WRONG" | "OUTCOME_UNKNOWN" | "PASSWORD_WRONG" | "PERIOD_NOT_FOUND" | "PRICES_UNREASONABLE" | "PRODUCT_ALREADY_BOUGHT" | "PROOF_REQUIRED" | "PURCHASE_AMOUNT_WRONG" | "RATE_LIMITED" | "RECEIVE_ADDRESS_MISSING" | "SMART_PRODUCT_WRONG" | "SOCIAL_EMAIL_UNVERIFIED" | "SOCIAL_PROVIDER_UNAVAILABLE" | "SOCIAL_TOKEN_INVALID" | "SYSTEM_PARAMETER_FAILED" | "TIMEOUT" | "UNAUTHENTICATED" | "UNKNOWN" | "UPSTREAM_HTTP_ERROR" | "UPSTREAM_MALFORMED" | "UPSTREAM_UNAVAILABLE" | "USERNAME_EXISTS" | "USERNAME_INVALID" | "USER_NOT_FOUND" | "USER_STATUS_ABNORMAL" | "USER_STATUS_WRONG" | "VERIFICATION_CODE_NOT_SENT" | "VERIFICATION_CODE_WRONG" | "VERIFICATION_STATUS_WRONG" | "WITHDRAWAL_METHOD_REQUIRED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type schemaEnums_errorCode$data = {
  readonly code: ErrorCode;
  readonly " $fragmentType": "schemaEnums_errorCode";
};
export type schemaEnums_errorCode$key = {
  readonly " $data"?: schemaEnums_errorCode$data;
  readonly " $fragmentSpreads": FragmentRefs<"schemaEnums_errorCode">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "schemaEnums_errorCode",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};

(node as any).hash = "5be9f1b1b0c6ce05a180959c0806b21d";

export default node;
