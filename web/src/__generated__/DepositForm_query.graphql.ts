/**
 * @generated SignedSource<<322326315a25a3023ba26be09dbf28f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositForm_query$data = {
  readonly depositChannels: ReadonlyArray<{
    readonly address: string | null | undefined;
    readonly currency: Currency;
    readonly minAmount: any;
    readonly network: string;
  }>;
  readonly " $fragmentType": "DepositForm_query";
};
export type DepositForm_query$key = {
  readonly " $data"?: DepositForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DepositChannel",
      "kind": "LinkedField",
      "name": "depositChannels",
      "plural": true,
      "selections": [
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
          "name": "address",
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

(node as any).hash = "88f14f6207890ddf7c56f25f82c92fae";

export default node;
