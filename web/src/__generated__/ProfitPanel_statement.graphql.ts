/**
 * @generated SignedSource<<58fb7aea761be8b20c03c30a2e0000b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfitPanel_statement$data = {
  readonly currency: Currency;
  readonly dailyProfit: ReadonlyArray<{
    readonly amount: any;
    readonly day: string;
  }>;
  readonly " $fragmentType": "ProfitPanel_statement";
};
export type ProfitPanel_statement$key = {
  readonly " $data"?: ProfitPanel_statement$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfitPanel_statement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfitPanel_statement",
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
      "concreteType": "DailyProfit",
      "kind": "LinkedField",
      "name": "dailyProfit",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Statement",
  "abstractKey": null
};

(node as any).hash = "e69cf2afc989adbe264a2a0ad458f3f1";

export default node;
