/**
 * @generated SignedSource<<2dbf53b791e2a850444f99be4a3948ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountMode = "DEMO" | "REAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountModeCard_viewer$data = {
  readonly accountMode: AccountMode;
  readonly balance: any;
  readonly id: string;
  readonly " $fragmentType": "AccountModeCard_viewer";
};
export type AccountModeCard_viewer$key = {
  readonly " $data"?: AccountModeCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountModeCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountModeCard_viewer",
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
      "name": "accountMode",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "698a6faca08462ef03ae5c9846ce68d4";

export default node;
