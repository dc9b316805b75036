/**
 * @generated SignedSource<<59eb1becee08a85aacdd38ecb32c0b94>>
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
  readonly " $fragmentType": "KlineChartPanel_query";
};
export type KlineChartPanel_query$key = {
  readonly " $data"?: KlineChartPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"KlineChartPanel_query">;
};

import KlineChartPanelRefetchQuery_graphql from './KlineChartPanelRefetchQuery.graphql';

const node: ReaderFragment = {
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
        {
          "kind": "Variable",
          "name": "code",
          "variableName": "code"
        },
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

(node as any).hash = "07968cff722aa75fa59fa91c0c02faae";

export default node;
