/**
 * @generated SignedSource<<59cb75a567f49e08222a350be07028fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type ReviewStatus = "APPROVED" | "COMPLETED" | "REJECTED" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositOutcome_recharge$data = {
  readonly amount: any;
  readonly currency: Currency;
  readonly orderNo: string;
  readonly remark: string | null | undefined;
  readonly status: ReviewStatus;
  readonly " $fragmentType": "DepositOutcome_recharge";
};
export type DepositOutcome_recharge$key = {
  readonly " $data"?: DepositOutcome_recharge$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositOutcome_recharge">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositOutcome_recharge",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remark",
      "storageKey": null
    }
  ],
  "type": "Recharge",
  "abstractKey": null
};

(node as any).hash = "f305ee66b23901496fd7a890e4be04db";

export default node;
