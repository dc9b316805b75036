/**
 * @generated SignedSource<<2a8675ae436476bcae22921ec3b1009a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NftChain = "BSC" | "ETH" | "POLYGON" | "TRON" | "%future added value";
export type NftStatus = "LIVE" | "SOLD_OUT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NftDetail_nft$data = {
  readonly address: string;
  readonly artworkUrl: string;
  readonly bidCount: number;
  readonly chain: NftChain;
  readonly creator: string;
  readonly currentBid: any | null | undefined;
  readonly donationTotal: any;
  readonly edition: number;
  readonly editions: number;
  readonly editionsSold: number;
  readonly endsAt: any | null | undefined;
  readonly id: string;
  readonly minimumBid: any;
  readonly simulated: boolean;
  readonly status: NftStatus;
  readonly title: string;
  readonly topBidder: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BidPanel_nft" | "NftRules_nft">;
  readonly " $fragmentType": "NftDetail_nft";
};
export type NftDetail_nft$key = {
  readonly " $data"?: NftDetail_nft$data;
  readonly " $fragmentSpreads": FragmentRefs<"NftDetail_nft">;
};

import NftDetailRefetchQuery_graphql from './NftDetailRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": NftDetailRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "NftDetail_nft",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creator",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chain",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
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
      "name": "artworkUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currentBid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minimumBid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bidCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topBidder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "edition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editionsSold",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "donationTotal",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BidPanel_nft"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NftRules_nft"
    }
  ],
  "type": "Nft",
  "abstractKey": null
};

(node as any).hash = "d566d3291011ccb52e3ea72beca0d131";

export default node;
