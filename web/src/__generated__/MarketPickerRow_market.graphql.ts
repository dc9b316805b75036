/**
 * @generated SignedSource<<55819bb577f9aeec36da873920ffafb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketPickerRow_market$data = {
  readonly change24hPercent: any;
  readonly code: string;
  readonly logo: string;
  readonly name: string;
  readonly nowPrice: any;
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
      "name": "change24hPercent",
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "3e08832fb481b462d4f7f7afd630d4ae";

export default node;
