/**
 * @generated SignedSource<<27d7c5a616bfc4837f1cecce468d9a45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "44449c2ecb2e0a93221e5e7a532f4865",
    "id": null,
    "metadata": {},
    "name": "MarketCategoryQuery",
    "operationKind": "query",
    "text": "query MarketCategoryQuery(\n  $type: MarketType!\n) {\n  markets(type: $type) {\n    ...MarketPicker_markets\n    id\n  }\n}\n\nfragment MarketPickerRow_market on Market {\n  code\n  name\n  logo\n  nowPrice\n  zdf\n}\n\nfragment MarketPicker_markets on Market {\n  id\n  code\n  name\n  ...MarketPickerRow_market\n}\n"
  }
};
})();

(node as any).hash = "ea4fafeb7df2173b8599096637c920d4";

export default node;
