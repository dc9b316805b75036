/**
 * @generated SignedSource<<d434c0132ed2c27e59d5b325287ddad2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type LedgerReason = "DEMO_OPEN" | "DEMO_RESET" | "INVITE_REWARD" | "LOAN_COLLATERAL_HOLD" | "LOAN_COLLATERAL_LIQUIDATION" | "LOAN_COLLATERAL_RELEASE" | "LOAN_DAMAGES" | "LOAN_DISBURSEMENT" | "LOAN_INTEREST" | "LOAN_REPAYMENT" | "NFT_BID_HOLD" | "NFT_BID_RELEASE" | "NFT_DONATION" | "NFT_PURCHASE" | "OPTIONS_PAYOUT" | "OPTIONS_REFUND" | "OPTIONS_STAKE" | "RECHARGE" | "SMART_EXIT_PENALTY" | "SMART_PRINCIPAL" | "SMART_PRINCIPAL_RETURN" | "SMART_PROFIT" | "SMART_REFUND" | "WITHDRAWAL_FEE" | "WITHDRAWAL_HOLD" | "WITHDRAWAL_PAID" | "WITHDRAWAL_RELEASE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TransactionItem_entry$data = {
  readonly amount: any;
  readonly balanceAfter: any;
  readonly createdAt: any;
  readonly currency: Currency;
  readonly entryId: number;
  readonly reason: LedgerReason;
  readonly reference: string | null | undefined;
  readonly " $fragmentType": "TransactionItem_entry";
};
export type TransactionItem_entry$key = {
  readonly " $data"?: TransactionItem_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionItem_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionItem_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entryId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
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
      "name": "balanceAfter",
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
  "type": "LedgerEntry",
  "abstractKey": null
};

(node as any).hash = "17749188fe58e5d616d92c7b9e5ca505";

export default node;
