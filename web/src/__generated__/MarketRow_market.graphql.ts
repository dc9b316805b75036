/**
 * @generated SignedSource<<ba5b39aa8c422d5803b2335156a72d9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MarketType = "CRYPTO" | "FOREX" | "FUTURES" | "METALS" | "STOCKS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MarketRow_market$data = {
  readonly change24hPercent: any;
  readonly code: string;
  readonly id: string;
  readonly logo: string;
  readonly marketId: number;
  readonly name: string;
  readonly nowPrice: any;
  readonly recentPrices: ReadonlyArray<any>;
  readonly type: MarketType;
  readonly " $fragmentType": "MarketRow_market";
};
export type MarketRow_market$key = {
  readonly " $data"?: MarketRow_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketRow_market">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketRow_market",
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
      "name": "marketId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nowPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "change24hPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recentPrices",
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "e40384c40df6d18c366350cb7117dac8";

export default node;
