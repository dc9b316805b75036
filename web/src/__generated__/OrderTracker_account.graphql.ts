/**
 * @generated SignedSource<<cb56f04a38df2645177e743f0c949906>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderTracker_account$data = {
  readonly balance: any;
  readonly id: string;
  readonly " $fragmentType": "OrderTracker_account";
};
export type OrderTracker_account$key = {
  readonly " $data"?: OrderTracker_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTracker_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTracker_account",
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
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "265cf5ad1227eb3bc4cdbb9e978ace81";

export default node;
