/**
 * @generated SignedSource<<04281bd2b418033fc392d4e0aa69c462>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MarketType = "CRYPTO" | "FOREX" | "FUTURES" | "METALS" | "STOCKS" | "%future added value";
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MarketSummary_market$data = {
  readonly change24hPercent: any;
  readonly code: string;
  readonly high24h: any | null | undefined;
  readonly lastCloseAt: any | null | undefined;
  readonly logo: string;
  readonly low24h: any | null | undefined;
  readonly name: string;
  readonly nowPrice: any;
  readonly simulated: boolean;
  readonly tradable: boolean;
  readonly tradingHours: string | null | undefined;
  readonly tradingSchedule: {
    readonly sessions: ReadonlyArray<{
      readonly closesAt: string;
      readonly closesOn: Weekday;
      readonly opensAt: string;
      readonly opensOn: Weekday;
    }>;
    readonly timeZone: string;
  } | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TradingSchedule",
      "kind": "LinkedField",
      "name": "tradingSchedule",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TradingSession",
          "kind": "LinkedField",
          "name": "sessions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "opensOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "opensAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "closesOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "closesAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastCloseAt",
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "d02520551358570b19a13ef299790217";

export default node;
