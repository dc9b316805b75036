/**
 * @generated SignedSource<<f203a7a205d24840041153779c1f5ecb>>
 * @relayHash 1e7aad67ccd5696b5874292c1c4d4d2d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8ea9d6011d6c578045c43de563dabb8b700c49f136709671f41015b1267a613

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type ErrorCode = "ACCOUNT_REQUIRED" | "BALANCE_INSUFFICIENT" | "BALANCE_INSUFFICIENT_RECHARGE" | "BELOW_MINIMUM_DEPOSIT" | "BELOW_MINIMUM_PURCHASE" | "BELOW_MINIMUM_WITHDRAWAL" | "CODE_SENDING_FAILED" | "COLLECTION_STATUS_WRONG" | "CREDIT_SCORE_INSUFFICIENT" | "DAYS_NOT_FOUND" | "DEMO_ACCOUNT_DISABLED" | "EMAIL_EXISTS" | "EMAIL_INVALID" | "FUNDS_INSUFFICIENT" | "FUND_PASSWORD_FORMAT" | "FUND_PASSWORD_NOT_SET" | "IMAGE_FORMAT_INCORRECT" | "IMAGE_REQUIRED" | "IMAGE_TOO_LARGE" | "INPUT_INCOMPLETE" | "INPUT_INVALID" | "INVESTMENT_AMOUNT_WRONG" | "LOAN_AMOUNT_OUT_OF_RANGE" | "LOAN_SIGNATURE_REQUIRED" | "LOAN_TERM_WRONG" | "NOT_REAL_NAME_VERIFIED" | "NOT_TRADABLE" | "NOT_VERIFIED" | "OPERATION_FAILED" | "OPTIONS_PRODUCT_WRONG" | "OUTCOME_UNKNOWN" | "PASSWORD_WRONG" | "PERIOD_NOT_FOUND" | "PRICES_UNREASONABLE" | "PRODUCT_ALREADY_BOUGHT" | "PROOF_REQUIRED" | "PURCHASE_AMOUNT_WRONG" | "RATE_LIMITED" | "RECEIVE_ADDRESS_MISSING" | "SMART_PRODUCT_WRONG" | "SOCIAL_EMAIL_UNVERIFIED" | "SOCIAL_PROVIDER_UNAVAILABLE" | "SOCIAL_TOKEN_INVALID" | "SYSTEM_PARAMETER_FAILED" | "TIMEOUT" | "UNAUTHENTICATED" | "UNKNOWN" | "UPSTREAM_HTTP_ERROR" | "UPSTREAM_MALFORMED" | "UPSTREAM_UNAVAILABLE" | "USERNAME_EXISTS" | "USERNAME_INVALID" | "USER_NOT_FOUND" | "USER_STATUS_ABNORMAL" | "USER_STATUS_WRONG" | "VERIFICATION_CODE_NOT_SENT" | "VERIFICATION_CODE_WRONG" | "VERIFICATION_STATUS_WRONG" | "WITHDRAWAL_METHOD_REQUIRED" | "%future added value";
export type BorrowInput = {
  amount: any;
  collateralCurrency: Currency;
  idempotencyKey: string;
  signature: string;
  term: number;
};
export type useBorrowMutation$variables = {
  connections: ReadonlyArray<string>;
  input: BorrowInput;
};
export type useBorrowMutation$data = {
  readonly borrow: {
    readonly __typename: "BorrowPayload";
    readonly loan: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LoanRecord_loan">;
    };
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LoanCalculator_viewer">;
    } | null | undefined;
  } | {
    readonly __typename: "InputError";
    readonly code: ErrorCode;
    readonly field: string | null | undefined;
    readonly maximum: any | null | undefined;
    readonly minimum: any | null | undefined;
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
export type useBorrowMutation = {
  response: useBorrowMutation$data;
  variables: useBorrowMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maximum",
      "storageKey": null
    }
  ],
  "type": "InputError",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useBorrowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "borrow",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LoanCalculator_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BorrowPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useBorrowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "borrow",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
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
                  (v8/*:: as any*/),
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
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "loan",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "LoanConnectionEdge"
                  }
                ]
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Viewer",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LoanQuota",
                    "kind": "LinkedField",
                    "name": "loanQuota",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
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
                      (v8/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BorrowPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a8ea9d6011d6c578045c43de563dabb8b700c49f136709671f41015b1267a613",
    "metadata": {},
    "name": "useBorrowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc4a35a134edccfe06b2f584be6638b4";

export default node;
