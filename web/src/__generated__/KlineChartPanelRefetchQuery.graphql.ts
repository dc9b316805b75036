/**
 * @generated SignedSource<<a82369f94e3ceeec37d1c89578734fe3>>
 * @relayHash 0216eb6ac3874f52d59af9d5175bc6b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1654b205048e5c5c3ec5af4c17aa2c64eae2bbf60c0b53c50000f8ebe1ea1894

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KlineInterval = "DAY" | "HOUR" | "MINUTE" | "MONTH" | "WEEK" | "%future added value";
export type KlineChartPanelRefetchQuery$variables = {
  code: string;
  interval?: KlineInterval | null | undefined;
};
export type KlineChartPanelRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"KlineChartPanel_query">;
};
export type KlineChartPanelRefetchQuery = {
  response: KlineChartPanelRefetchQuery$data;
  variables: KlineChartPanelRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  },
  {
    "defaultValue": "MINUTE",
    "kind": "LocalArgument",
    "name": "interval"
  }
],
v1 = {
  "kind": "Variable",
  "name": "interval",
  "variableName": "interval"
},
v2 = {
  "kind": "Variable",
  "name": "code",
  "variableName": "code"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "KlineChartPanelRefetchQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "KlineChartPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "KlineChartPanelRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v2/*:: as any*/)
        ],
        "concreteType": "Market",
        "kind": "LinkedField",
        "name": "market",
        "plural": false,
        "selections": [
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
            "name": "nowPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recentPrices",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v2/*:: as any*/),
          (v1/*:: as any*/),
          {
            "kind": "Literal",
            "name": "size",
            "value": 100
          }
        ],
        "concreteType": "Kline",
        "kind": "LinkedField",
        "name": "klines",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "time",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "open",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "high",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "low",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "close",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1654b205048e5c5c3ec5af4c17aa2c64eae2bbf60c0b53c50000f8ebe1ea1894",
    "metadata": {},
    "name": "KlineChartPanelRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ddc61323483969ca5d54544841ba4818";

export default node;
