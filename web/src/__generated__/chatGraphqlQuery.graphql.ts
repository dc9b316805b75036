/**
 * @generated SignedSource<<e170fcb937b6ab3cdf09941a442efd9d>>
 * @relayHash b0a67c04d52625e29e614ec33a614ce2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d522dfac2a9ff08ed31bef6577fbb874484101d9c44495ba98460442c19f0dfd

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
    readonly hours: {
      readonly days: ReadonlyArray<number>;
      readonly from: string;
      readonly timeZone: string;
      readonly to: string;
    } | null | undefined;
    readonly messages: ReadonlyArray<{
      readonly author: ChatAuthor;
      readonly body: string;
      readonly clientKey: string;
      readonly createdAt: any;
      readonly imageUrl: string | null | undefined;
      readonly messageId: number;
    }>;
    readonly operatorOnline: boolean;
    readonly typicalReplyMinutes: number | null | undefined;
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
    "id": "d522dfac2a9ff08ed31bef6577fbb874484101d9c44495ba98460442c19f0dfd",
    "metadata": {},
    "name": "chatGraphqlQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab458b2850d64e2807a95e9a7751a178";

export default node;
