/**
 * @generated SignedSource<<3ec4c698bc6d2d3b4adec00a23676fa8>>
 * @relayHash 77ba735c9d1ba1eb9a91d2734924691f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79859db0c6e84d4a14422f79132affd60839f06b78ca4755e426403c69b09bef

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly crypto: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketList_markets">;
  }>;
  readonly forex: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketList_markets">;
  }>;
  readonly futures: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketList_markets">;
  }>;
  readonly homeFigures: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeFigures_figures">;
  };
  readonly metals: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketList_markets">;
  }>;
  readonly stocks: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketList_markets">;
  }>;
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
    "value": "FOREX"
  }
],
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "MarketList_markets"
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "type",
    "value": "CRYPTO"
  }
],
v3 = [
  {
    "kind": "Literal",
    "name": "type",
    "value": "STOCKS"
  }
],
v4 = [
  {
    "kind": "Literal",
    "name": "type",
    "value": "FUTURES"
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "type",
    "value": "METALS"
  }
],
v6 = [
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
        "alias": "forex",
        "args": (v0/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "markets(type:\"FOREX\")"
      },
      {
        "alias": "crypto",
        "args": (v2/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "markets(type:\"CRYPTO\")"
      },
      {
        "alias": "stocks",
        "args": (v3/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "markets(type:\"STOCKS\")"
      },
      {
        "alias": "futures",
        "args": (v4/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "markets(type:\"FUTURES\")"
      },
      {
        "alias": "metals",
        "args": (v5/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": "markets(type:\"METALS\")"
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
        "alias": "forex",
        "args": (v0/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "markets(type:\"FOREX\")"
      },
      {
        "alias": "crypto",
        "args": (v2/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "markets(type:\"CRYPTO\")"
      },
      {
        "alias": "stocks",
        "args": (v3/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "markets(type:\"STOCKS\")"
      },
      {
        "alias": "futures",
        "args": (v4/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "markets(type:\"FUTURES\")"
      },
      {
        "alias": "metals",
        "args": (v5/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "markets",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "markets(type:\"METALS\")"
      }
    ]
  },
  "params": {
    "id": "79859db0c6e84d4a14422f79132affd60839f06b78ca4755e426403c69b09bef",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1da78e90e9628b34083b5ca0a01cca3d";

export default node;
