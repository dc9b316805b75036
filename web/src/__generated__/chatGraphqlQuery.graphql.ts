/**
 * @generated SignedSource<<d60f3a727ec71f0ca990eff9d3e0227a>>
 * @relayHash 742cb7cfb95e1170bfbc32e75d4695f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be497a4b23711545eac4609d2ff7d74c22da1a303947335474d76c290d648ad8

import { ConcreteRequest } from 'relay-runtime';
export type ChatAuthor = "OPERATOR" | "USER" | "%future added value";
export type chatGraphqlQuery$variables = Record<PropertyKey, never>;
export type chatGraphqlQuery$data = {
  readonly chat: {
    readonly conversation: {
      readonly conversationId: number;
      readonly operatorReadId: number;
      readonly unreadCount: number;
      readonly userReadId: number;
    } | null | undefined;
    readonly messages: ReadonlyArray<{
      readonly author: ChatAuthor;
      readonly body: string;
      readonly clientKey: string;
      readonly createdAt: any;
      readonly imageUrl: string | null | undefined;
      readonly messageId: number;
    }>;
  };
};
export type chatGraphqlQuery = {
  response: chatGraphqlQuery$data;
  variables: chatGraphqlQuery$variables;
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
            "name": "conversationId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userReadId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "operatorReadId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unreadCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "after",
            "value": 0
          }
        ],
        "concreteType": "ChatMessage",
        "kind": "LinkedField",
        "name": "messages",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "messageId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "author",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": "messages(after:0)"
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
    "name": "chatGraphqlQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "chatGraphqlQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "be497a4b23711545eac4609d2ff7d74c22da1a303947335474d76c290d648ad8",
    "metadata": {},
    "name": "chatGraphqlQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "69e3c09e3fc7b0f8e4b710ee5ea943f3";

export default node;
