/**
 * @generated SignedSource<<b27fdae81fb2c04a4ddc0a5bb86275db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketPickerRow_market$data = {
  readonly code: string;
  readonly logo: string;
  readonly name: string;
  readonly nowPrice: any;
  readonly zdf: any;
  readonly " $fragmentType": "MarketPickerRow_market";
};
export type MarketPickerRow_market$key = {
  readonly " $data"?: MarketPickerRow_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketPickerRow_market">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketPickerRow_market",
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
      "name": "logo",
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
      "name": "zdf",
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "50e4d18a8028e52acd65b31e66681bd2";

export default node;
