/**
 * @generated SignedSource<<ebcb63a86ab88b499f19b9aa0c624c08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketPicker_markets$data = ReadonlyArray<{
  readonly code: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"MarketPickerRow_market">;
  readonly " $fragmentType": "MarketPicker_markets";
}>;
export type MarketPicker_markets$key = ReadonlyArray<{
  readonly " $data"?: MarketPicker_markets$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketPicker_markets">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MarketPicker_markets",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "MarketPickerRow_market"
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "25d4f00822cfdef2bdd4c151ca54709f";

export default node;
