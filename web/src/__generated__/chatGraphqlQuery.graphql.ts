/**
 * @generated SignedSource<<9d4b9050e421328218ba64ca2d244ccd>>
 * @relayHash 4616f657289d953eaecdb3f8cd2d4951
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62e72f8b1b186bdfc9dd106bb63dc71761ce0e5682d2e50c81733a1bfd9ea439

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
    "id": "62e72f8b1b186bdfc9dd106bb63dc71761ce0e5682d2e50c81733a1bfd9ea439",
    "metadata": {},
    "name": "chatGraphqlQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "696cc58aa11cf56dd046d64ef08de749";

export default node;
