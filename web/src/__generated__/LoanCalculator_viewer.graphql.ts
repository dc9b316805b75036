/**
 * @generated SignedSource<<8f8af6cace472d0161470746fe3f5a33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "BTC" | "ETH" | "USDT" | "%future added value";
export type KycStatus = "FAILED" | "NOT_VERIFIED" | "PENDING" | "VERIFIED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LoanCalculator_viewer$data = {
  readonly balances: ReadonlyArray<{
    readonly available: any;
    readonly currency: Currency;
  }>;
  readonly id: string;
  readonly loanQuota: {
    readonly available: any;
    readonly availableVerified: any;
    readonly creditScore: number;
    readonly kycStatus: KycStatus;
    readonly limit: any;
    readonly outstanding: any;
  };
  readonly " $fragmentType": "LoanCalculator_viewer";
};
export type LoanCalculator_viewer$key = {
  readonly " $data"?: LoanCalculator_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"LoanCalculator_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LoanCalculator_viewer",
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
      "concreteType": "LoanQuota",
      "kind": "LinkedField",
      "name": "loanQuota",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "availableVerified",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "limit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outstanding",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "creditScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kycStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Balance",
      "kind": "LinkedField",
      "name": "balances",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "b58bbea6ff95cddafed66f798076d830";

export default node;
