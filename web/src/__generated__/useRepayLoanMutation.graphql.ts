/**
 * @generated SignedSource<<196e6b6da5fd8d0e88d3f00125effd04>>
 * @relayHash 3641a83cd18f21165d69442d2ffe6806
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21fc3ccdd72d5febab8dfad45dd10957eebac699c414b5ec5477ef5ff1b8ba50

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ErrorCode = "ACCOUNT_REQUIRED" | "BALANCE_INSUFFICIENT" | "BALANCE_INSUFFICIENT_RECHARGE" | "BELOW_MINIMUM_DEPOSIT" | "BELOW_MINIMUM_PURCHASE" | "BELOW_MINIMUM_WITHDRAWAL" | "CODE_SENDING_FAILED" | "COLLECTION_STATUS_WRONG" | "CREDIT_SCORE_INSUFFICIENT" | "DAYS_NOT_FOUND" | "DEMO_ACCOUNT_DISABLED" | "EMAIL_EXISTS" | "EMAIL_INVALID" | "FUNDS_INSUFFICIENT" | "FUND_PASSWORD_FORMAT" | "FUND_PASSWORD_NOT_SET" | "IMAGE_FORMAT_INCORRECT" | "IMAGE_REQUIRED" | "IMAGE_TOO_LARGE" | "INPUT_INCOMPLETE" | "INPUT_INVALID" | "INVESTMENT_AMOUNT_WRONG" | "LOAN_AMOUNT_OUT_OF_RANGE" | "LOAN_SIGNATURE_REQUIRED" | "LOAN_TERM_WRONG" | "NOT_REAL_NAME_VERIFIED" | "NOT_TRADABLE" | "NOT_VERIFIED" | "OPERATION_FAILED" | "OPTIONS_PRODUCT_WRONG" | "OUTCOME_UNKNOWN" | "PASSWORD_WRONG" | "PERIOD_NOT_FOUND" | "PRICES_UNREASONABLE" | "PRODUCT_ALREADY_BOUGHT" | "PROOF_REQUIRED" | "PURCHASE_AMOUNT_WRONG" | "RATE_LIMITED" | "RECEIVE_ADDRESS_MISSING" | "SMART_PRODUCT_WRONG" | "SOCIAL_EMAIL_UNVERIFIED" | "SOCIAL_PROVIDER_UNAVAILABLE" | "SOCIAL_TOKEN_INVALID" | "SYSTEM_PARAMETER_FAILED" | "TIMEOUT" | "UNAUTHENTICATED" | "UNKNOWN" | "UPSTREAM_HTTP_ERROR" | "UPSTREAM_MALFORMED" | "UPSTREAM_UNAVAILABLE" | "USERNAME_EXISTS" | "USERNAME_INVALID" | "USER_NOT_FOUND" | "USER_STATUS_ABNORMAL" | "USER_STATUS_WRONG" | "VERIFICATION_CODE_NOT_SENT" | "VERIFICATION_CODE_WRONG" | "VERIFICATION_STATUS_WRONG" | "WITHDRAWAL_METHOD_REQUIRED" | "%future added value";
export type RepayLoanInput = {
  loanId: string;
};
export type useRepayLoanMutation$variables = {
  input: RepayLoanInput;
};
export type useRepayLoanMutation$data = {
  readonly repayLoan: {
    readonly __typename: "InputError";
    readonly code: ErrorCode;
    readonly field: string | null | undefined;
  } | {
    readonly __typename: "RepayLoanPayload";
    readonly loan: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LoanRecord_loan">;
    };
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LoanCalculator_viewer">;
    } | null | undefined;
  } | {
    readonly __typename: "ServiceError";
    readonly code: ErrorCode;
    readonly retryAfterSeconds: number | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRepayLoanMutation = {
  response: useRepayLoanMutation$data;
  variables: useRepayLoanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "InputError",
  "abstractKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retryAfterSeconds",
      "storageKey": null
    }
  ],
  "type": "ServiceError",
  "abstractKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRepayLoanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "repayLoan",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Loan",
                "kind": "LinkedField",
                "name": "loan",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LoanRecord_loan"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LoanCalculator_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RepayLoanPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRepayLoanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "repayLoan",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Loan",
                "kind": "LinkedField",
                "name": "loan",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "loanId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "orderNo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "term",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amountDue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "interest",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalInterest",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "damages",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "overdue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "overdueDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "repaymentAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "repaidAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "repaymentDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "collateralAmount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "collateralCurrency",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "settledAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "remark",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LoanQuota",
                    "kind": "LinkedField",
                    "name": "loanQuota",
                    "plural": false,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "availableVerified",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "limit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "outstanding",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "creditScore",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kycStatus",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Balance",
                    "kind": "LinkedField",
                    "name": "balances",
                    "plural": true,
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RepayLoanPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "21fc3ccdd72d5febab8dfad45dd10957eebac699c414b5ec5477ef5ff1b8ba50",
    "metadata": {},
    "name": "useRepayLoanMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a24d946822a75c2d90e8d39b8388bf6c";

export default node;
