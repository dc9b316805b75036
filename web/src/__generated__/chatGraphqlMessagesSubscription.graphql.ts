/**
 * @generated SignedSource<<c8cf36c5dc8245315583e2e2b12a3822>>
 * @relayHash ad722167309e5d61c66a4da5a20c9720
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee2d8ab9c5250d6749a2a38594f462fcad1891aa693c3bc48d4cede9d742b349

import { ConcreteRequest } from 'relay-runtime';
export type ChatAuthor = "OPERATOR" | "USER" | "%future added value";
export type chatGraphqlMessagesSubscription$variables = {
  after: number;
};
export type chatGraphqlMessagesSubscription$data = {
  readonly chatMessageAdded: {
    readonly author: ChatAuthor;
    readonly body: string;
    readonly clientKey: string;
    readonly createdAt: any;
    readonly imageUrl: string | null | undefined;
    readonly messageId: number;
  };
};
export type chatGraphqlMessagesSubscription = {
  response: chatGraphqlMessagesSubscription$data;
  variables: chatGraphqlMessagesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      }
    ],
    "concreteType": "ChatMessage",
    "kind": "LinkedField",
    "name": "chatMessageAdded",
    "plural": false,
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "chatGraphqlMessagesSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "chatGraphqlMessagesSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ee2d8ab9c5250d6749a2a38594f462fcad1891aa693c3bc48d4cede9d742b349",
    "metadata": {},
    "name": "chatGraphqlMessagesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "9965e3b75e6983b25c43a1e81501dcd6";

export default node;
