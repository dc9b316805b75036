/**
 * @generated SignedSource<<ad457b41170edf6a52f9fcdf08ddf0dc>>
 * @relayHash 4476755cad9471fb99df95cc485e090a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcac01ac4f62b2227457632de1a5c283b0febcb5bb802987e64939f9fef2b90d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type ErrorCode = "ACCOUNT_REQUIRED" | "BALANCE_INSUFFICIENT" | "BALANCE_INSUFFICIENT_RECHARGE" | "BELOW_MINIMUM_DEPOSIT" | "BELOW_MINIMUM_PURCHASE" | "BELOW_MINIMUM_WITHDRAWAL" | "CODE_SENDING_FAILED" | "COLLECTION_STATUS_WRONG" | "CREDIT_SCORE_INSUFFICIENT" | "DAYS_NOT_FOUND" | "DEMO_ACCOUNT_DISABLED" | "EMAIL_EXISTS" | "EMAIL_INVALID" | "FUNDS_INSUFFICIENT" | "FUND_PASSWORD_FORMAT" | "FUND_PASSWORD_NOT_SET" | "IMAGE_FORMAT_INCORRECT" | "IMAGE_REQUIRED" | "IMAGE_TOO_LARGE" | "INPUT_INCOMPLETE" | "INPUT_INVALID" | "INVESTMENT_AMOUNT_WRONG" | "LOAN_AMOUNT_OUT_OF_RANGE" | "LOAN_SIGNATURE_REQUIRED" | "LOAN_TERM_WRONG" | "NOT_REAL_NAME_VERIFIED" | "NOT_TRADABLE" | "NOT_VERIFIED" | "OPERATION_FAILED" | "OPTIONS_PRODUCT_WRONG" | "OUTCOME_UNKNOWN" | "PASSWORD_WRONG" | "PERIOD_NOT_FOUND" | "PRICES_UNREASONABLE" | "PRODUCT_ALREADY_BOUGHT" | "PROOF_REQUIRED" | "PURCHASE_AMOUNT_WRONG" | "RATE_LIMITED" | "RECEIVE_ADDRESS_MISSING" | "SMART_PRODUCT_WRONG" | "SOCIAL_EMAIL_UNVERIFIED" | "SOCIAL_PROVIDER_UNAVAILABLE" | "SOCIAL_TOKEN_INVALID" | "SYSTEM_PARAMETER_FAILED" | "TIMEOUT" | "UNAUTHENTICATED" | "UNKNOWN" | "UPSTREAM_HTTP_ERROR" | "UPSTREAM_MALFORMED" | "UPSTREAM_UNAVAILABLE" | "USERNAME_EXISTS" | "USERNAME_INVALID" | "USER_NOT_FOUND" | "USER_STATUS_ABNORMAL" | "USER_STATUS_WRONG" | "VERIFICATION_CODE_NOT_SENT" | "VERIFICATION_CODE_WRONG" | "VERIFICATION_STATUS_WRONG" | "WITHDRAWAL_METHOD_REQUIRED" | "%future added value";
export type ReviewStatus = "APPROVED" | "COMPLETED" | "REJECTED" | "SUBMITTED" | "%future added value";
export type WithdrawInput = {
  addressId: number;
  amount: any;
  fundPassword: string;
  idempotencyKey: string;
  method: string;
};
export type useWithdrawMutation$variables = {
  input: WithdrawInput;
};
export type useWithdrawMutation$data = {
  readonly withdraw: {
    readonly __typename: "CredentialsError";
    readonly code: ErrorCode;
  } | {
    readonly __typename: "InputError";
    readonly code: ErrorCode;
    readonly field: string | null | undefined;
  } | {
    readonly __typename: "ServiceError";
    readonly code: ErrorCode;
    readonly retryAfterSeconds: number | null | undefined;
  } | {
    readonly __typename: "WithdrawPayload";
    readonly account: {
      readonly balance: any;
      readonly id: string;
    } | null | undefined;
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BalancesPanel_viewer" | "RecentWithdrawals_viewer" | "WithdrawForm_viewer">;
    } | null | undefined;
    readonly withdrawal: {
      readonly amount: any;
      readonly currency: Currency;
      readonly fee: any;
      readonly id: string;
      readonly orderNo: string;
      readonly received: any;
      readonly status: ReviewStatus;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useWithdrawMutation = {
  response: useWithdrawMutation$data;
  variables: useWithdrawMutation$variables;
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
  "name": "orderNo",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fee",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "received",
  "storageKey": null
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
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Withdrawal",
  "kind": "LinkedField",
  "name": "withdrawal",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Account",
  "kind": "LinkedField",
  "name": "account",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balance",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/),
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
v14 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/)
  ],
  "type": "CredentialsError",
  "abstractKey": null
},
v15 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*:: as any*/),
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
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "network",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
},
v18 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWithdrawMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "withdraw",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v10/*:: as any*/),
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
                    "name": "BalancesPanel_viewer"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WithdrawForm_viewer"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RecentWithdrawals_viewer"
                  }
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "type": "WithdrawPayload",
            "abstractKey": null
          },
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
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
    "name": "useWithdrawMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "withdraw",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v10/*:: as any*/),
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
                    "concreteType": "Balance",
                    "kind": "LinkedField",
                    "name": "balances",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "available",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "held",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fundPasswordSet",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "WalletAddress",
                    "kind": "LinkedField",
                    "name": "addresses",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "addressId",
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "recentWithdrawals",
                    "args": (v18/*:: as any*/),
                    "concreteType": "WithdrawalConnection",
                    "kind": "LinkedField",
                    "name": "withdrawals",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "WithdrawalConnectionEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Withdrawal",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
                              (v4/*:: as any*/),
                              (v8/*:: as any*/),
                              (v16/*:: as any*/),
                              (v17/*:: as any*/),
                              (v5/*:: as any*/),
                              (v6/*:: as any*/),
                              (v7/*:: as any*/),
                              (v9/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "remark",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "createdAt",
                                "storageKey": null
                              },
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "cursor",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PageInfo",
                        "kind": "LinkedField",
                        "name": "pageInfo",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "endCursor",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hasNextPage",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "withdrawals(first:5)"
                  },
                  {
                    "alias": "recentWithdrawals",
                    "args": (v18/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "RecentWithdrawals_recentWithdrawals",
                    "kind": "LinkedHandle",
                    "name": "withdrawals"
                  }
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "type": "WithdrawPayload",
            "abstractKey": null
          },
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dcac01ac4f62b2227457632de1a5c283b0febcb5bb802987e64939f9fef2b90d",
    "metadata": {},
    "name": "useWithdrawMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "94382ef5df2a63642c793b8a2c1dbaee";

export default node;
