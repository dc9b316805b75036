/**
 * @generated SignedSource<<2f3af200148ea791373f5fabdd9d1bf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type LoanStatus = "EXPIRED" | "PENDING" | "REJECTED" | "REPAID" | "REPAYING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LoanRecord_loan$data = {
  readonly amount: any;
  readonly amountDue: any;
  readonly collateralAmount: any;
  readonly collateralCurrency: Currency;
  readonly createdAt: any;
  readonly currency: Currency;
  readonly damages: any;
  readonly id: string;
  readonly interest: any;
  readonly loanId: number;
  readonly orderNo: string;
  readonly overdue: boolean;
  readonly overdueDays: number;
  readonly remark: string | null | undefined;
  readonly repaidAmount: any | null | undefined;
  readonly repaymentAmount: any;
  readonly repaymentDate: any | null | undefined;
  readonly settledAt: any | null | undefined;
  readonly status: LoanStatus;
  readonly term: number;
  readonly totalInterest: any;
  readonly " $fragmentType": "LoanRecord_loan";
};
export type LoanRecord_loan$key = {
  readonly " $data"?: LoanRecord_loan$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanRecord_loan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanRecord_loan",
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
      "name": "loanId",
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
      "name": "status",
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
      "name": "term",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountDue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interest",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalInterest",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "damages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdueDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "repaymentAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "repaidAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "repaymentDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "collateralAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "collateralCurrency",
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
      "name": "settledAt",
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
  "type": "Loan",
  "abstractKey": null
};

(node as any).hash = "67544d9554b1aa3d3256b809f4c30b55";

export default node;
