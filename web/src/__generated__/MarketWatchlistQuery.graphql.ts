/**
 * @generated SignedSource<<ce435e82ae9c16302c2b6f0f762321ee>>
 * @relayHash 3f5005eafdf604cdcf6a24456dfb3c7b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03e518fb02e91383fdce4d0dc6c31693c282cf1ce9313d69da8862d87ed07229

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketWatchlistQuery$variables = {
  codes: ReadonlyArray<string>;
};
export type MarketWatchlistQuery$data = {
  readonly marketList: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MarketPicker_markets">;
  }>;
};
export type MarketWatchlistQuery = {
  response: MarketWatchlistQuery$data;
  variables: MarketWatchlistQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "codes"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "codes",
    "variableName": "codes"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketWatchlistQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "marketList",
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
    "name": "MarketWatchlistQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "marketList",
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
    "id": "03e518fb02e91383fdce4d0dc6c31693c282cf1ce9313d69da8862d87ed07229",
    "metadata": {},
    "name": "MarketWatchlistQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "89ea53fa98a201df77fa1042c5ac165c";

export default node;
