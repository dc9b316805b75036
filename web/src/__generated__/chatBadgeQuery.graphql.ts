/**
 * @generated SignedSource<<8dea59d3b94bb6d07663290eb58b1476>>
 * @relayHash f3e2e23380fd75fca7858cecbc2e3ba1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 018d62fe472e6ba255999c57980c57115a0cb12c5592740f1535964ba36726ce

import { ConcreteRequest } from 'relay-runtime';
export type chatBadgeQuery$variables = Record<PropertyKey, never>;
export type chatBadgeQuery$data = {
  readonly chat: {
    readonly conversation: {
      readonly lastMessageId: number;
      readonly unreadCount: number;
    } | null | undefined;
  };
};
export type chatBadgeQuery = {
  response: chatBadgeQuery$data;
  variables: chatBadgeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Chat",
    "kind": "LinkedField",
    "name": "chat",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ChatConversation",
        "kind": "LinkedField",
        "name": "conversation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastMessageId",
            "storageKey": null
          }
        ],
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
    "name": "chatBadgeQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "chatBadgeQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "018d62fe472e6ba255999c57980c57115a0cb12c5592740f1535964ba36726ce",
    "metadata": {},
    "name": "chatBadgeQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "433a04d53317cc7e7b8e768aba2bf67a";

export default node;
