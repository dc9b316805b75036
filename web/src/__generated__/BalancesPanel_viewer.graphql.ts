/**
 * @generated SignedSource<<75a7068ab39fa6f8598ef72db279a46e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BalancesPanel_viewer$data = {
  readonly balances: ReadonlyArray<{
    readonly available: any;
    readonly currency: Currency;
    readonly held: any;
  }>;
  readonly " $fragmentType": "BalancesPanel_viewer";
};
export type BalancesPanel_viewer$key = {
  readonly " $data"?: BalancesPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BalancesPanel_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BalancesPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Balance",
      "kind": "LinkedField",
      "name": "balances",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "available",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "held",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b3e9cf60d4f8e5ba4fc472368c4ec65a";

export default node;
