/**
 * @generated SignedSource<<636fa0dd50d721a9c1ffba8057e05cd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderTracker_account$data = {
  readonly balance: any;
  readonly " $fragmentType": "OrderTracker_account";
};
export type OrderTracker_account$key = {
  readonly " $data"?: OrderTracker_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTracker_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTracker_account",
  "selections": [
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

(node as any).hash = "dc0159b82db13de5cfcfe0f1a06f68c5";

export default node;
