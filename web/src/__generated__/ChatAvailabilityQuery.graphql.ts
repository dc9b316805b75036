/**
 * @generated SignedSource<<40c1cc6f9f0387ab9605b95595e686cd>>
 * @relayHash 8c51b7a3704aacb8de16aa646145e56c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d3a3b9a0bfbc0151eca16c96d4b325392fe0ee3da68b5234aa9c292ff755b725

import { ConcreteRequest } from 'relay-runtime';
export type ChatAvailabilityQuery$variables = Record<PropertyKey, never>;
export type ChatAvailabilityQuery$data = {
  readonly chatAvailability: {
    readonly hours: {
      readonly days: ReadonlyArray<number>;
      readonly from: string;
      readonly timeZone: string;
      readonly to: string;
    } | null | undefined;
    readonly operatorOnline: boolean;
    readonly typicalReplyMinutes: number | null | undefined;
  };
};
export type ChatAvailabilityQuery = {
  response: ChatAvailabilityQuery$data;
  variables: ChatAvailabilityQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ChatAvailability",
    "kind": "LinkedField",
    "name": "chatAvailability",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "operatorOnline",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatHours",
        "kind": "LinkedField",
        "name": "hours",
        "plural": false,
        "selections": [
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
            "name": "from",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "to",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "timeZone",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "typicalReplyMinutes",
        "storageKey": null
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
    "name": "ChatAvailabilityQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatAvailabilityQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d3a3b9a0bfbc0151eca16c96d4b325392fe0ee3da68b5234aa9c292ff755b725",
    "metadata": {},
    "name": "ChatAvailabilityQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f2c83e9acd507506cdf1cbe7e8d386f";

export default node;
