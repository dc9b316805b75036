/**
 * @generated SignedSource<<8ad0b6530239e933007ce8e8f3f4d4ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MarketType = "CRYPTO" | "FOREX" | "FUTURES" | "METALS" | "STOCKS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MarketSummary_market$data = {
  readonly change24hPercent: any;
  readonly code: string;
  readonly high24h: any | null | undefined;
  readonly logo: string;
  readonly low24h: any | null | undefined;
  readonly name: string;
  readonly nowPrice: any;
  readonly simulated: boolean;
  readonly tradable: boolean;
  readonly tradingHours: string | null | undefined;
  readonly type: MarketType;
  readonly volume24h: any | null | undefined;
  readonly " $fragmentType": "MarketSummary_market";
};
export type MarketSummary_market$key = {
  readonly " $data"?: MarketSummary_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketSummary_market">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketSummary_market",
  "selections": [
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
      "name": "high24h",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "low24h",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "volume24h",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "simulated",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradingHours",
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "8c9602dca69f593ca71fdc31d5c1b224";

export default node;
