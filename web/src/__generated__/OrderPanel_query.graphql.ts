/**
 * @generated SignedSource<<023550bb800562e46edadd1afdf0a1da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderPanel_query$data = {
  readonly optionPeriods: ReadonlyArray<{
    readonly minAmount: any;
    readonly payoutRate: any;
    readonly period: number;
  }>;
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "103ed658776b87f4f9e328965bf76dc0";

export default node;
