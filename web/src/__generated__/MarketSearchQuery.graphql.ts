/**
 * @generated SignedSource<<8a728651b6a584e01deb2b8c07b73962>>
 * @relayHash bf0911204a9acd1575492fee2da5d280
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4396819fff3e8cd35665b4dfb7be28690c4376b0f54567fc3c3db1ccef9ff8d4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketType = "CRYPTO" | "FOREX" | "FUTURES" | "METALS" | "STOCKS" | "%future added value";
export type MarketSearchQuery$variables = Record<PropertyKey, never>;
export type MarketSearchQuery$data = {
  readonly marketList: ReadonlyArray<{
    readonly code: string;
    readonly id: string;
    readonly name: string;
    readonly type: MarketType;
    readonly " $fragmentSpreads": FragmentRefs<"MarketPickerRow_market">;
  }>;
};
export type MarketSearchQuery = {
  response: MarketSearchQuery$data;
  variables: MarketSearchQuery$variables;
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
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarketSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "marketList",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarketPickerRow_market"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MarketSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "marketList",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "id": "4396819fff3e8cd35665b4dfb7be28690c4376b0f54567fc3c3db1ccef9ff8d4",
    "metadata": {},
    "name": "MarketSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0daf8b5745bd4bb4ad86f3ffa14f5005";

export default node;
