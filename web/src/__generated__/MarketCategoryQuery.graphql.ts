/**
 * @generated SignedSource<<84a46cc6ff9a768b367dfe4d494d5ffa>>
 * @relayHash 9538032252b9a9be611daebd3417a71e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63c8c07ea6466b828407ee63dccb7fd3ca4cce272bf6666dcb2ec4d8eabac663

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
            "name": "change24hPercent",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "63c8c07ea6466b828407ee63dccb7fd3ca4cce272bf6666dcb2ec4d8eabac663",
    "metadata": {},
    "name": "MarketCategoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ea4fafeb7df2173b8599096637c920d4";

export default node;
