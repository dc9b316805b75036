/**
 * @generated SignedSource<<e6450383c3267b5362468966bfca5601>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountMode = "DEMO" | "REAL" | "%future added value";
export type OrderCloseReason = "EXPIRY" | "NO_PRICE" | "STOP_LOSS" | "TAKE_PROFIT" | "%future added value";
export type OrderDirection = "DOWN" | "UP" | "%future added value";
export type OrderResult = "LOSS" | "REFUND" | "WIN" | "%future added value";
export type OrderStatus = "CLOSED" | "FAILED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDetail_order$data = {
  readonly accountMode: AccountMode;
  readonly amount: any;
  readonly closePrice: any | null | undefined;
  readonly closeReason: OrderCloseReason | null | undefined;
  readonly closeTime: any | null | undefined;
  readonly code: string;
  readonly direction: OrderDirection;
  readonly expiresAt: any;
  readonly marketName: string;
  readonly openPrice: any;
  readonly openTime: any;
  readonly orderNo: string;
  readonly payout: any | null | undefined;
  readonly payoutIfWon: any;
  readonly payoutRate: any;
  readonly period: number;
  readonly profit: any | null | undefined;
  readonly result: OrderResult | null | undefined;
  readonly status: OrderStatus;
  readonly stopLoss: any | null | undefined;
  readonly takeProfit: any | null | undefined;
  readonly " $fragmentType": "OrderDetail_order";
};
export type OrderDetail_order$key = {
  readonly " $data"?: OrderDetail_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetail_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetail_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNo",
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
      "name": "marketName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountMode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payoutRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payout",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payoutIfWon",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stopLoss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "takeProfit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closePrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closeTime",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "result",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closeReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profit",
      "storageKey": null
    }
  ],
  "type": "OptionsOrder",
  "abstractKey": null
};

(node as any).hash = "afcec7cc52f87b3b698bf7796b9fad53";

export default node;
