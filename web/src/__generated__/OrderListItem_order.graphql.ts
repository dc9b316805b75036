/**
 * @generated SignedSource<<a1a556d665bf7f9a9ab7c9566f77756a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDirection = "DOWN" | "UP" | "%future added value";
export type OrderResult = "LOSS" | "REFUND" | "WIN" | "%future added value";
export type OrderStatus = "CLOSED" | "FAILED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderListItem_order$data = {
  readonly amount: any;
  readonly code: string;
  readonly direction: OrderDirection;
  readonly id: string;
  readonly marketName: string;
  readonly openTime: any;
  readonly orderNo: string;
  readonly profit: any | null | undefined;
  readonly result: OrderResult | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentType": "OrderListItem_order";
};
export type OrderListItem_order$key = {
  readonly " $data"?: OrderListItem_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderListItem_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderListItem_order",
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
      "name": "profit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openTime",
      "storageKey": null
    }
  ],
  "type": "OptionsOrder",
  "abstractKey": null
};

(node as any).hash = "c395e8507a45ae228c43a12cc4b670e3";

export default node;
