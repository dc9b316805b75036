/**
 * @generated SignedSource<<649e0949d9e66aed91eb2feff021059d>>
 * @relayHash 3833a5462c675296f0dfe2b1d3aa747d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e37535776f3086597bb50d0d0d6fefe88a22dbeed0755653c8c255e285796c5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketType = "CRYPTO" | "FOREX" | "FUTURES" | "METALS" | "STOCKS" | "%future added value";
export type LiveMarketsCategoryQuery$variables = {
  type: MarketType;
};
export type LiveMarketsCategoryQuery$data = {
  readonly markets: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketList_markets">;
  }>;
};
export type LiveMarketsCategoryQuery = {
  response: LiveMarketsCategoryQuery$data;
  variables: LiveMarketsCategoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "type"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveMarketsCategoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LiveMarketsCategoryQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4e37535776f3086597bb50d0d0d6fefe88a22dbeed0755653c8c255e285796c5",
    "metadata": {},
    "name": "LiveMarketsCategoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b9f7487f5fccccd688ed996d27115e86";

export default node;
