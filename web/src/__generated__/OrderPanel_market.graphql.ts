/**
 * @generated SignedSource<<b1116a55767f52fc79d5b0c194976e53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderPanel_market$data = {
  readonly code: string;
  readonly name: string;
  readonly nowPrice: any;
  readonly tradable: boolean;
  readonly " $fragmentType": "OrderPanel_market";
};
export type OrderPanel_market$key = {
  readonly " $data"?: OrderPanel_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderPanel_market">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderPanel_market",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nowPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradable",
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "c9c64480c5bdad8b782f31a0704da2fb";

export default node;
