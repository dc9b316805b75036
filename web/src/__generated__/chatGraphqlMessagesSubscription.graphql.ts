/**
 * @generated SignedSource<<4458eeff3a3297aa82e75e0b18fc78fb>>
 * @relayHash 54356e5e72e26c2bf8f2c1091b7094c6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc2f7bd94844bb8bacf302ae9e53b3cd4047d335407d94925b06541ba5b52848

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
    "id": "cc2f7bd94844bb8bacf302ae9e53b3cd4047d335407d94925b06541ba5b52848",
    "metadata": {},
    "name": "chatGraphqlMessagesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "6b77da2d1cf09fc682ba992e855dfb43";

export default node;
