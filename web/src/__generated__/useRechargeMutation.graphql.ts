/**
 * @generated SignedSource<<fefdf16fa74c9051f37a168969227073>>
 * @relayHash 0b1165da6248ecddfda9856c8f3488b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f980f0c1ee4581ed3a23802f0d8b30ce046844f23f61df6e6780e96c11c2a1a0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type ErrorCode = "ACCOUNT_REQUIRED" | "BALANCE_INSUFFICIENT" | "BALANCE_INSUFFICIENT_RECHARGE" | "BELOW_MINIMUM_DEPOSIT" | "BELOW_MINIMUM_PURCHASE" | "BELOW_MINIMUM_WITHDRAWAL" | "CODE_SENDING_FAILED" | "COLLECTION_STATUS_WRONG" | "CREDIT_SCORE_INSUFFICIENT" | "DAYS_NOT_FOUND" | "DEMO_ACCOUNT_DISABLED" | "EMAIL_EXISTS" | "EMAIL_INVALID" | "FUNDS_INSUFFICIENT" | "FUND_PASSWORD_FORMAT" | "FUND_PASSWORD_NOT_SET" | "IMAGE_FORMAT_INCORRECT" | "IMAGE_REQUIRED" | "IMAGE_TOO_LARGE" | "INPUT_INCOMPLETE" | "INPUT_INVALID" | "INVESTMENT_AMOUNT_WRONG" | "LOAN_AMOUNT_OUT_OF_RANGE" | "LOAN_SIGNATURE_REQUIRED" | "LOAN_TERM_WRONG" | "NOT_REAL_NAME_VERIFIED" | "NOT_TRADABLE" | "NOT_VERIFIED" | "OPERATION_FAILED" | "OPTIONS_PRODUCT_WRONG" | "OUTCOME_UNKNOWN" | "PASSWORD_WRONG" | "PERIOD_NOT_FOUND" | "PRICES_UNREASONABLE" | "PRODUCT_ALREADY_BOUGHT" | "PROOF_REQUIRED" | "PURCHASE_AMOUNT_WRONG" | "RATE_LIMITED" | "RECEIVE_ADDRESS_MISSING" | "SMART_PRODUCT_WRONG" | "SOCIAL_EMAIL_UNVERIFIED" | "SOCIAL_PROVIDER_UNAVAILABLE" | "SOCIAL_TOKEN_INVALID" | "SYSTEM_PARAMETER_FAILED" | "TIMEOUT" | "UNAUTHENTICATED" | "UNKNOWN" | "UPSTREAM_HTTP_ERROR" | "UPSTREAM_MALFORMED" | "UPSTREAM_UNAVAILABLE" | "USERNAME_EXISTS" | "USERNAME_INVALID" | "USER_NOT_FOUND" | "USER_STATUS_ABNORMAL" | "USER_STATUS_WRONG" | "VERIFICATION_CODE_NOT_SENT" | "VERIFICATION_CODE_WRONG" | "VERIFICATION_STATUS_WRONG" | "WITHDRAWAL_METHOD_REQUIRED" | "%future added value";
export type ReviewStatus = "APPROVED" | "COMPLETED" | "REJECTED" | "SUBMITTED" | "%future added value";
export type RechargeInput = {
  amount: any;
  currency: Currency;
  idempotencyKey: string;
  lastSix: string;
  network: string;
  paymentAmount: any;
  proof: any;
  transactionHash: string;
};
export type useRechargeMutation$variables = {
  input: RechargeInput;
};
export type useRechargeMutation$data = {
  readonly recharge: {
    readonly __typename: "InputError";
    readonly code: ErrorCode;
    readonly currency: Currency | null | undefined;
    readonly field: string | null | undefined;
    readonly maxBytes: number | null | undefined;
    readonly minimum: any | null | undefined;
  } | {
    readonly __typename: "RechargePayload";
    readonly recharge: {
      readonly amount: any;
      readonly currency: Currency;
      readonly id: string;
      readonly network: string;
      readonly orderNo: string;
      readonly status: ReviewStatus;
      readonly " $fragmentSpreads": FragmentRefs<"DepositOutcome_recharge">;
    };
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BalancesPanel_viewer" | "RecentDeposits_viewer">;
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
export type useRechargeMutation = {
  response: useRechargeMutation$data;
  variables: useRechargeMutation$variables;
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
  "name": "currency",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "network",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": [
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    (v5/*:: as any*/),
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
      "name": "maxBytes",
      "storageKey": null
    }
  ],
  "type": "InputError",
  "abstractKey": null
},
v11 = {
  "kind": "InlineFragment",
  "selections": [
    (v9/*:: as any*/),
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
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remark",
  "storageKey": null
},
v13 = [
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
    "name": "useRechargeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "recharge",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Recharge",
                "kind": "LinkedField",
                "name": "recharge",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DepositOutcome_recharge"
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
                    "name": "BalancesPanel_viewer"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "RecentDeposits_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RechargePayload",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
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
    "name": "useRechargeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "recharge",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Recharge",
                "kind": "LinkedField",
                "name": "recharge",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v12/*:: as any*/)
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
                    "concreteType": "Balance",
                    "kind": "LinkedField",
                    "name": "balances",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
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
                    "alias": "recentRecharges",
                    "args": (v13/*:: as any*/),
                    "concreteType": "RechargeConnection",
                    "kind": "LinkedField",
                    "name": "recharges",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RechargeConnectionEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Recharge",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
                              (v4/*:: as any*/),
                              (v5/*:: as any*/),
                              (v6/*:: as any*/),
                              (v7/*:: as any*/),
                              (v8/*:: as any*/),
                              (v12/*:: as any*/),
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
                    "storageKey": "recharges(first:5)"
                  },
                  {
                    "alias": "recentRecharges",
                    "args": (v13/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "RecentDeposits_recentRecharges",
                    "kind": "LinkedHandle",
                    "name": "recharges"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RechargePayload",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f980f0c1ee4581ed3a23802f0d8b30ce046844f23f61df6e6780e96c11c2a1a0",
    "metadata": {},
    "name": "useRechargeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f55d1e34cd1ff191cfc50d922a58c67e";

export default node;
