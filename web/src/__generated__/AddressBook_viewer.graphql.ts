/**
 * @generated SignedSource<<2629176b4122391e6f95f79358bbae8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AddressBook_viewer$data = {
  readonly addresses: ReadonlyArray<{
    readonly address: string;
    readonly currency: Currency;
    readonly id: string;
    readonly label: string;
    readonly network: string;
  }>;
  readonly " $fragmentType": "AddressBook_viewer";
};
export type AddressBook_viewer$key = {
  readonly " $data"?: AddressBook_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddressBook_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddressBook_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WalletAddress",
      "kind": "LinkedField",
      "name": "addresses",
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
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a8ea80d4df83e11a3ca05c9996092e40";

export default node;
