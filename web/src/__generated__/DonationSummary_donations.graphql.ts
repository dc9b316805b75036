/**
 * @generated SignedSource<<b04f2d9e2b64bf4f6a29d54828e7a64e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DonationSummary_donations$data = {
  readonly beneficiary: string | null | undefined;
  readonly sales: number;
  readonly total: any;
  readonly " $fragmentType": "DonationSummary_donations";
};
export type DonationSummary_donations$key = {
  readonly " $data"?: DonationSummary_donations$data;
  readonly " $fragmentSpreads": FragmentRefs<"DonationSummary_donations">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DonationSummary_donations",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sales",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "beneficiary",
      "storageKey": null
    }
  ],
  "type": "NftDonations",
  "abstractKey": null
};

(node as any).hash = "22f350e08bf6871ea2183779b1e79d9c";

export default node;
