/**
 * @generated SignedSource<<c8d28a799c7788355aca1bf7013a50ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountMode = "DEMO" | "REAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountModeCard_account$data = {
  readonly balance: any;
  readonly id: string;
  readonly mode: AccountMode;
  readonly " $fragmentType": "AccountModeCard_account";
};
export type AccountModeCard_account$key = {
  readonly " $data"?: AccountModeCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountModeCard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountModeCard_account",
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
      "name": "mode",
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

(node as any).hash = "b7c936edd74a3914459fd1ddf78491e1";

export default node;
