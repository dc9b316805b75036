/**
 * @generated SignedSource<<e9c7238e7f85182728c2d700368554fd>>
 * @relayHash d86abb3338a445eb7d9a1d7093c94cdb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2752d0ef2f22fca563a00c487ed5c4c9f2a04f634ae00324eaf7b5b33bea540d

import { ConcreteRequest } from 'relay-runtime';
export type NftBidStatus = "LEADING" | "OUTBID" | "WON" | "%future added value";
export type NftStatus = "LIVE" | "SOLD_OUT" | "%future added value";
export type useNftBidEventsSubscription$variables = Record<PropertyKey, never>;
export type useNftBidEventsSubscription$data = {
  readonly accountEvents: {
    readonly account: {
      readonly balance: any;
      readonly id: string;
    } | null | undefined;
    readonly bid?: {
      readonly amount: any;
      readonly edition: number;
      readonly id: string;
      readonly nft: {
        readonly bidCount: number;
        readonly currentBid: any | null | undefined;
        readonly donationTotal: any;
        readonly edition: number;
        readonly editionsSold: number;
        readonly endsAt: any | null | undefined;
        readonly id: string;
        readonly minimumBid: any;
        readonly status: NftStatus;
        readonly title: string;
        readonly topBidder: string | null | undefined;
      };
      readonly settledAt: any | null | undefined;
      readonly status: NftBidStatus;
    };
  };
};
export type useNftBidEventsSubscription = {
  response: useNftBidEventsSubscription$data;
  variables: useNftBidEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Account",
  "kind": "LinkedField",
  "name": "account",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "edition",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NftBid",
      "kind": "LinkedField",
      "name": "bid",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        (v3/*:: as any*/),
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
          "concreteType": "Nft",
          "kind": "LinkedField",
          "name": "nft",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currentBid",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "minimumBid",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bidCount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "topBidder",
              "storageKey": null
            },
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "editionsSold",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endsAt",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "donationTotal",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NftBidChanged",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNftBidEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "accountEvents",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNftBidEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "accountEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v1/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2752d0ef2f22fca563a00c487ed5c4c9f2a04f634ae00324eaf7b5b33bea540d",
    "metadata": {},
    "name": "useNftBidEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "87cbab228d808817cd8fa0a444d04866";

export default node;
