/**
 * @generated SignedSource<<fd69a0aa90a032d0080aa842abf10c2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarketList_markets$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"MarketRow_market">;
  readonly " $fragmentType": "MarketList_markets";
}>;
export type MarketList_markets$key = ReadonlyArray<{
  readonly " $data"?: MarketList_markets$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketList_markets">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MarketList_markets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MarketRow_market"
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "e7410b6056f0c5d37a7a778c57821fb7";

export default node;
