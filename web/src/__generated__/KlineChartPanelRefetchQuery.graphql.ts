/**
 * @generated SignedSource<<39f6969c3727b7df69ede5456697192e>>
 * @relayHash c35fa89b4cb6ba114b56a2ef84a9c2ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e263e0b5731e32999a627e5b6ed4d3a104fd5060989925e802ba65093c97b92a

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
          {
            "kind": "Variable",
            "name": "code",
            "variableName": "code"
          },
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
    "id": "e263e0b5731e32999a627e5b6ed4d3a104fd5060989925e802ba65093c97b92a",
    "metadata": {},
    "name": "KlineChartPanelRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "07968cff722aa75fa59fa91c0c02faae";

export default node;
