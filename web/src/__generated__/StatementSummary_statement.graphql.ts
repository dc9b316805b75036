/**
 * @generated SignedSource<<019b7ff90364c60c1ac992fb6cea9ba1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type StatementKind = "DEMO" | "DEPOSITS" | "LOANS" | "NFTS" | "ORDERS" | "PLANS" | "REWARDS" | "WITHDRAWALS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatementSummary_statement$data = {
  readonly closingBalance: any;
  readonly currency: Currency;
  readonly openingBalance: any;
  readonly totals: ReadonlyArray<{
    readonly amount: any;
    readonly count: number;
    readonly kind: StatementKind;
  }>;
  readonly " $fragmentType": "StatementSummary_statement";
};
export type StatementSummary_statement$key = {
  readonly " $data"?: StatementSummary_statement$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatementSummary_statement">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatementSummary_statement",
  "selections": [
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
      "name": "openingBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "closingBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatementTotal",
      "kind": "LinkedField",
      "name": "totals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Statement",
  "abstractKey": null
};

(node as any).hash = "4474a98473832c0d69f9f668b4b3607b";

export default node;
