/**
 * @generated SignedSource<<959cc969ca5629b9e7d4ce1de4544581>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeFigures_figures$data = {
  readonly cryptoCount: number | null | undefined;
  readonly feeRate: any | null | undefined;
  readonly registeredUsers: number | null | undefined;
  readonly volume24h: any | null | undefined;
  readonly " $fragmentType": "HomeFigures_figures";
};
export type HomeFigures_figures$key = {
  readonly " $data"?: HomeFigures_figures$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeFigures_figures">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeFigures_figures",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "volume24h",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cryptoCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registeredUsers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feeRate",
      "storageKey": null
    }
  ],
  "type": "HomeFigures",
  "abstractKey": null
};

(node as any).hash = "536e9a35760612e4e4d461d0f4cee16c";

export default node;
