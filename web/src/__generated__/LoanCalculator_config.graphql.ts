/**
 * @generated SignedSource<<53ad5c0a2d3c18c7818a1b95d5f6ba42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LoanCalculator_config$data = {
  readonly collateralRatio: any;
  readonly collaterals: ReadonlyArray<{
    readonly currency: Currency;
    readonly marketCode: string;
    readonly price: any | null | undefined;
    readonly priceAt: any | null | undefined;
  }>;
  readonly currency: Currency;
  readonly dailyRate: any;
  readonly graceDays: number;
  readonly interestFreeDays: number;
  readonly lateDailyRate: any;
  readonly maxUnverified: any;
  readonly maxVerified: any;
  readonly minAmount: any;
  readonly termOptions: ReadonlyArray<number>;
  readonly " $fragmentType": "LoanCalculator_config";
};
export type LoanCalculator_config$key = {
  readonly " $data"?: LoanCalculator_config$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanCalculator_config">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanCalculator_config",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxUnverified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "termOptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interestFreeDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lateDailyRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "graceDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "collateralRatio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LoanCollateral",
      "kind": "LinkedField",
      "name": "collaterals",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marketCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "LoanConfig",
  "abstractKey": null
};
})();

(node as any).hash = "f17593ab99848a173050f5ce19a44030";

export default node;
