/**
 * @generated SignedSource<<75be3deaaba2c60ab7987be48d3f520a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SmartProductCard_product$data = {
  readonly currency: Currency;
  readonly cycleDays: number;
  readonly dailyYieldMax: any;
  readonly dailyYieldMin: any;
  readonly dayOptions: ReadonlyArray<number>;
  readonly exitPenaltyRate: any;
  readonly id: string;
  readonly kycRequired: boolean;
  readonly maxAmount: any;
  readonly minAmount: any;
  readonly name: string;
  readonly productId: number;
  readonly " $fragmentType": "SmartProductCard_product";
};
export type SmartProductCard_product$key = {
  readonly " $data"?: SmartProductCard_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"SmartProductCard_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SmartProductCard_product",
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
      "name": "productId",
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
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyYieldMin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyYieldMax",
      "storageKey": null
    },
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
      "name": "maxAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dayOptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cycleDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exitPenaltyRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kycRequired",
      "storageKey": null
    }
  ],
  "type": "SmartProduct",
  "abstractKey": null
};

(node as any).hash = "e84ff5e872a7e43837665fef0dc6a37b";

export default node;
