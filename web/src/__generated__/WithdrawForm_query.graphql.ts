/**
 * @generated SignedSource<<6e979e0812b9fe6d42585bd94400c434>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WithdrawForm_query$data = {
  readonly withdrawalMethods: ReadonlyArray<{
    readonly currency: Currency;
    readonly feeRate: any;
    readonly method: string;
    readonly minAmount: any;
    readonly network: string;
  }>;
  readonly " $fragmentType": "WithdrawForm_query";
};
export type WithdrawForm_query$key = {
  readonly " $data"?: WithdrawForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"WithdrawForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WithdrawForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WithdrawalMethod",
      "kind": "LinkedField",
      "name": "withdrawalMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "network",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feeRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minAmount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8d8d3acd6f06632ecde1d3131a764a72";

export default node;
