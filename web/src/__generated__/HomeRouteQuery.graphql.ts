/**
 * @generated SignedSource<<e910c1c08783739c3297ffe9d2d6db72>>
 * @relayHash 58b10fbf41aa86f9148c5de8b21b9ed2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25507f43fe9ce0682cfc6ec71bb1139e25ec846b2d3b0c44a5b7e822caf4729a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly crypto: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketList_markets">;
  }>;
  readonly homeFigures: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeFigures_figures">;
  };
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "type",
    "value": "CRYPTO"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HomeFigures",
        "kind": "LinkedField",
        "name": "homeFigures",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeFigures_figures"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "crypto",
        "args": (v0/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarketList_markets"
          }
        ],
        "storageKey": "markets(type:\"CRYPTO\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HomeFigures",
        "kind": "LinkedField",
        "name": "homeFigures",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "volume24h",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cryptoCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "registeredUsers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "feeRate",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "crypto",
        "args": (v0/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "marketId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nowPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "change24hPercent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recentPrices",
            "storageKey": null
          }
        ],
        "storageKey": "markets(type:\"CRYPTO\")"
      }
    ]
  },
  "params": {
    "id": "25507f43fe9ce0682cfc6ec71bb1139e25ec846b2d3b0c44a5b7e822caf4729a",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ce6fd85d426597da7ea59181c1c5cc87";

export default node;
