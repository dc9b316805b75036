/**
 * @generated SignedSource<<38e6fa3c8ac1b8c65b6e4ee8515890d9>>
 * @relayHash 44449c2ecb2e0a93221e5e7a532f4865
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e436eea7f4b41562f8df363d97deb64e1cb440c0c2dc5a01142f7a98ac9f294

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketType = "CRYPTO" | "FOREX" | "FUTURES" | "METALS" | "STOCKS" | "%future added value";
export type MarketCategoryQuery$variables = {
  type: MarketType;
};
export type MarketCategoryQuery$data = {
  readonly markets: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketPicker_markets">;
  }>;
};
export type MarketCategoryQuery = {
  response: MarketCategoryQuery$data;
  variables: MarketCategoryQuery$variables;
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
    "name": "MarketCategoryQuery",
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
            "name": "MarketPicker_markets"
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
    "name": "MarketCategoryQuery",
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
            "name": "code",
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
            "name": "zdf",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6e436eea7f4b41562f8df363d97deb64e1cb440c0c2dc5a01142f7a98ac9f294",
    "metadata": {},
    "name": "MarketCategoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ea4fafeb7df2173b8599096637c920d4";

export default node;
