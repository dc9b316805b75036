/**
 * @generated SignedSource<<b9c1a6dabe2e634ecc99ec7b52fdbeb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NftChain = "BSC" | "ETH" | "POLYGON" | "TRON" | "%future added value";
export type NftStatus = "LIVE" | "SOLD_OUT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NftCard_nft$data = {
  readonly artworkUrl: string;
  readonly chain: NftChain;
  readonly creator: string;
  readonly currentBid: any | null | undefined;
  readonly donationTotal: any;
  readonly edition: number;
  readonly editions: number;
  readonly endsAt: any | null | undefined;
  readonly id: string;
  readonly startPrice: any;
  readonly status: NftStatus;
  readonly title: string;
  readonly " $fragmentType": "NftCard_nft";
};
export type NftCard_nft$key = {
  readonly " $data"?: NftCard_nft$data;
  readonly " $fragmentSpreads": FragmentRefs<"NftCard_nft">;
};

import NftCardRefetchQuery_graphql from './NftCardRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": NftCardRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "NftCard_nft",
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
      "name": "startPrice",
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
      "name": "endsAt",
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
    }
  ],
  "type": "Nft",
  "abstractKey": null
};

(node as any).hash = "d661577b7f4c8a9827ed853bab6975f2";

export default node;
