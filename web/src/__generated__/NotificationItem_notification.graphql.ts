/**
 * @generated SignedSource<<63e22d69af7f11f2935a680fe97240c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type NotificationType = "ADDRESS_ADDED" | "FUND_PASSWORD_CHANGED" | "FUND_PASSWORD_SET" | "INVITE_REWARD" | "KYC_FAILED" | "KYC_VERIFIED" | "OPTIONS_ORDER_SETTLED" | "PASSWORD_CHANGED" | "RECHARGE_APPROVED" | "RECHARGE_REJECTED" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_COMPLETED" | "WITHDRAWAL_REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationItem_notification$data = {
  readonly amount: any | null | undefined;
  readonly createdAt: any;
  readonly currency: Currency | null | undefined;
  readonly id: string;
  readonly read: boolean;
  readonly reference: string | null | undefined;
  readonly remark: string | null | undefined;
  readonly type: NotificationType;
  readonly " $fragmentType": "NotificationItem_notification";
};
export type NotificationItem_notification$key = {
  readonly " $data"?: NotificationItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationItem_notification",
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
      "name": "type",
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
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remark",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "read",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "5e6f2f15abe89e4141b38babaaa44ea7";

export default node;
