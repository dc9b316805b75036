/**
 * @generated SignedSource<<a5987a077072315c2b54d64b027cf53f>>
 * @relayHash 1d02be4ee34d873ad6eaf7723821428a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1208933b143714acdf7489e845e27a7498f664d207250f9a2401138820a85a6f

import { ConcreteRequest } from 'relay-runtime';
export type AccountMode = "DEMO" | "REAL" | "%future added value";
export type ReviewSubject = "IDENTIFICATION" | "LOAN" | "RECHARGE" | "WITHDRAWAL" | "%future added value";
export type AccountEventsLiveSubscription$variables = Record<PropertyKey, never>;
export type AccountEventsLiveSubscription$data = {
  readonly accountEvents: {
    readonly __typename: string;
    readonly account: {
      readonly balance: any;
      readonly id: string;
      readonly mode: AccountMode;
    } | null | undefined;
    readonly subject?: ReviewSubject;
  };
};
export type AccountEventsLiveSubscription = {
  response: AccountEventsLiveSubscription$data;
  variables: AccountEventsLiveSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "accountEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
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
            "name": "mode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balance",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subject",
            "storageKey": null
          }
        ],
        "type": "AccountReviewConcluded",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountEventsLiveSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountEventsLiveSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1208933b143714acdf7489e845e27a7498f664d207250f9a2401138820a85a6f",
    "metadata": {},
    "name": "AccountEventsLiveSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4c6696511069973927eb53a2c4ca263a";

export default node;
