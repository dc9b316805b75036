/**
 * @generated SignedSource<<382f3fe8b2e343178bdeb3f008be33f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KlineChartPanel_query$data = {
  readonly klines: ReadonlyArray<{
    readonly close: any;
    readonly high: any;
    readonly low: any;
    readonly open: any;
    readonly time: any;
  }>;
  readonly market: {
    readonly code: string;
    readonly nowPrice: any;
    readonly recentPrices: ReadonlyArray<any>;
  } | null | undefined;
  readonly " $fragmentType": "KlineChartPanel_query";
};
export type KlineChartPanel_query$key = {
  readonly " $data"?: KlineChartPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"KlineChartPanel_query">;
};

import KlineChartPanelRefetchQuery_graphql from './KlineChartPanelRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "code",
  "variableName": "code"
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "code"
    },
    {
      "defaultValue": "MINUTE",
      "kind": "LocalArgument",
      "name": "interval"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": KlineChartPanelRefetchQuery_graphql
    }
  },
  "name": "KlineChartPanel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/)
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Variable",
          "name": "interval",
          "variableName": "interval"
        },
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "ddc61323483969ca5d54544841ba4818";

export default node;
