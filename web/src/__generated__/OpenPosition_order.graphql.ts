/**
 * @generated SignedSource<<b49670c3c0dc50da0a810bbc7ec740ed>>
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
export type OpenPosition_order$data = {
  readonly amount: any;
  readonly closePrice: any | null | undefined;
  readonly direction: OrderDirection;
  readonly expiresAt: any;
  readonly id: string;
  readonly market: {
    readonly name: string;
    readonly nowPrice: any;
  };
  readonly openPrice: any;
  readonly orderNo: string;
  readonly payoutRate: any;
  readonly profit: any | null | undefined;
  readonly result: OrderResult | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentType": "OpenPosition_order";
};
export type OpenPosition_order$key = {
  readonly " $data"?: OpenPosition_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenPosition_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpenPosition_order",
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
      "name": "payoutRate",
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
      "name": "closePrice",
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
      "name": "profit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Market",
      "kind": "LinkedField",
      "name": "market",
      "plural": false,
      "selections": [
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
          "name": "nowPrice",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OptionsOrder",
  "abstractKey": null
};

(node as any).hash = "2211ec7378cd71ae80a0a8e0c790cf25";

export default node;
