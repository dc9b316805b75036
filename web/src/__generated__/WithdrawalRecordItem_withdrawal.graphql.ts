/**
 * @generated SignedSource<<990975e9cf6586b6009da7e95ffadced>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type ReviewStatus = "APPROVED" | "COMPLETED" | "REJECTED" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WithdrawalRecordItem_withdrawal$data = {
  readonly address: string;
  readonly amount: any;
  readonly completedAt: any | null | undefined;
  readonly createdAt: any;
  readonly currency: Currency;
  readonly fee: any;
  readonly method: string;
  readonly network: string;
  readonly orderNo: string;
  readonly received: any;
  readonly remark: string | null | undefined;
  readonly reviewedAt: any | null | undefined;
  readonly status: ReviewStatus;
  readonly " $fragmentType": "WithdrawalRecordItem_withdrawal";
};
export type WithdrawalRecordItem_withdrawal$key = {
  readonly " $data"?: WithdrawalRecordItem_withdrawal$data;
  readonly " $fragmentSpreads": FragmentRefs<"WithdrawalRecordItem_withdrawal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WithdrawalRecordItem_withdrawal",
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
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "network",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
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
      "name": "fee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "received",
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
      "name": "remark",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedAt",
      "storageKey": null
    }
  ],
  "type": "Withdrawal",
  "abstractKey": null
};

(node as any).hash = "2d75006b7e66b31d37e67b237a2b7465";

export default node;
