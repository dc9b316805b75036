/**
 * @generated SignedSource<<e3cfca8adad43e9811775ff2ce7aa3f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type ReviewStatus = "APPROVED" | "COMPLETED" | "REJECTED" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RechargeRecordItem_recharge$data = {
  readonly amount: any;
  readonly createdAt: any;
  readonly currency: Currency;
  readonly lastSix: string;
  readonly network: string;
  readonly orderNo: string;
  readonly paymentAmount: any;
  readonly proofUrl: string | null | undefined;
  readonly remark: string | null | undefined;
  readonly reviewedAt: any | null | undefined;
  readonly status: ReviewStatus;
  readonly transactionHash: string;
  readonly " $fragmentType": "RechargeRecordItem_recharge";
};
export type RechargeRecordItem_recharge$key = {
  readonly " $data"?: RechargeRecordItem_recharge$data;
  readonly " $fragmentSpreads": FragmentRefs<"RechargeRecordItem_recharge">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RechargeRecordItem_recharge",
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
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transactionHash",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "proofUrl",
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
    }
  ],
  "type": "Recharge",
  "abstractKey": null
};

(node as any).hash = "ec44b3ffc894bbac9c7bc6799cb87418";

export default node;
