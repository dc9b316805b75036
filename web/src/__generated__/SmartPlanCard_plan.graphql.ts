/**
 * @generated SignedSource<<632c6d5821cd438df4e45eb42207e115>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type SmartPlanStatus = "COMPLETED" | "EARLY_EXIT" | "EARNING" | "PROFIT_DISTRIBUTED" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SmartPlanCard_plan$data = {
  readonly amount: any;
  readonly closedAt: any | null | undefined;
  readonly currency: Currency;
  readonly cycleDays: number;
  readonly cycles: number;
  readonly cyclesPaid: number;
  readonly dailyYield: any;
  readonly days: number;
  readonly endsAt: any;
  readonly exitPenalty: any;
  readonly exitPenaltyRate: any;
  readonly exitRefund: any;
  readonly id: string;
  readonly income: any;
  readonly nextEarningsAt: any | null | undefined;
  readonly payouts: ReadonlyArray<{
    readonly cycle: number;
    readonly profit: any;
  }>;
  readonly penalty: any | null | undefined;
  readonly planId: number;
  readonly productName: string;
  readonly profitPerCycle: any;
  readonly returned: any | null | undefined;
  readonly runTimeSeconds: number;
  readonly running: boolean;
  readonly startedAt: any;
  readonly status: SmartPlanStatus;
  readonly totalIncome: any;
  readonly " $fragmentType": "SmartPlanCard_plan";
};
export type SmartPlanCard_plan$key = {
  readonly " $data"?: SmartPlanCard_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"SmartPlanCard_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SmartPlanCard_plan",
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
      "name": "planId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productName",
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
      "name": "running",
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
      "name": "days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cycleDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cycles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cyclesPaid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyYield",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profitPerCycle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "income",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalIncome",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "penalty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "returned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exitPenalty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exitPenaltyRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exitRefund",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextEarningsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "runTimeSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SmartPlanPayout",
      "kind": "LinkedField",
      "name": "payouts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cycle",
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
      "storageKey": null
    }
  ],
  "type": "SmartPlan",
  "abstractKey": null
};

(node as any).hash = "860ab502b1390b3c171358ce641a866b";

export default node;
