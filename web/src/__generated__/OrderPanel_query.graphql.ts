/**
 * @generated SignedSource<<d951fabd2613ed948112eb86ddfbc98a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountMode = "DEMO" | "REAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderPanel_query$data = {
  readonly optionPeriods: ReadonlyArray<{
    readonly minAmount: any;
    readonly payoutRate: any;
    readonly period: number;
  }>;
  readonly viewer: {
    readonly accountMode: AccountMode;
    readonly balance: any;
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "OrderPanel_query";
};
export type OrderPanel_query$key = {
  readonly " $data"?: OrderPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderPanel_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OptionPeriod",
      "kind": "LinkedField",
      "name": "optionPeriods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "period",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "payoutRate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
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
          "name": "balance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountMode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "90bbcae84ce79da18543aa2acfb0c804";

export default node;
