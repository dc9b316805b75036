/**
 * @generated SignedSource<<1a78114b6a5bab511ce51e7c6230ca59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NftRules_nft$data = {
  readonly minIncrement: any;
  readonly roundSeconds: number;
  readonly startPrice: any;
  readonly " $fragmentType": "NftRules_nft";
};
export type NftRules_nft$key = {
  readonly " $data"?: NftRules_nft$data;
  readonly " $fragmentSpreads": FragmentRefs<"NftRules_nft">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NftRules_nft",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roundSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minIncrement",
      "storageKey": null
    }
  ],
  "type": "Nft",
  "abstractKey": null
};

(node as any).hash = "3fb7b2d06310f5968ca5267f3fb2fa78";

export default node;
