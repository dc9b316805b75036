/**
 * @generated SignedSource<<24541b1eb8157345082ad821eea6ae25>>
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
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "75dc3617d361ef053f8dfb2b5187eeaf";

export default node;
