/**
 * @generated SignedSource<<f9baa402f7b9879055a13965bca62ae7>>
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
export type OrderTracker_order$data = {
  readonly amount: any;
  readonly closePrice: any | null | undefined;
  readonly direction: OrderDirection;
  readonly expiresAt: any;
  readonly id: string;
  readonly openPrice: any;
  readonly orderNo: string;
  readonly profit: any | null | undefined;
  readonly result: OrderResult | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"OpenPosition_order">;
  readonly " $fragmentType": "OrderTracker_order";
};
export type OrderTracker_order$key = {
  readonly " $data"?: OrderTracker_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTracker_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTracker_order",
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
      "name": "openPrice",
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
      "name": "closePrice",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "OpenPosition_order"
    }
  ],
  "type": "OptionsOrder",
  "abstractKey": null
};

(node as any).hash = "dea4fbb6366de1296653f5d60f8659ed";

export default node;
