/**
 * @generated SignedSource<<a35fe7f1376b7d3e2dd548bd9bc5d99b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NftBidStatus = "LEADING" | "OUTBID" | "WON" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BidPanel_viewer$data = {
  readonly account: {
    readonly balance: any;
    readonly id: string;
  } | null | undefined;
  readonly latestBid: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: any;
        readonly edition: number;
        readonly id: string;
        readonly status: NftBidStatus;
      };
    }>;
  };
  readonly " $fragmentType": "BidPanel_viewer";
};
export type BidPanel_viewer$key = {
  readonly " $data"?: BidPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BidPanel_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "nftId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "BidPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "mode",
          "value": "REAL"
        }
      ],
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "account",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balance",
          "storageKey": null
        }
      ],
      "storageKey": "account(mode:\"REAL\")"
    },
    {
      "alias": "latestBid",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Variable",
          "name": "nftId",
          "variableName": "nftId"
        }
      ],
      "concreteType": "NftBidConnection",
      "kind": "LinkedField",
      "name": "nftBids",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "NftBidConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "NftBid",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
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
                  "name": "edition",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "9c023d2f7a1af4baf0d2155b064d2d10";

export default node;
