/**
 * @generated SignedSource<<c7ae0a8fccfce60e5cb82c2bc7769556>>
 * @relayHash e6c3c6ab249f4b19eb186dd51ff02c78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed61151ef7b16a8f3071bf78f058bbbdc579e877eceadcf699de67562dbe2ae0

import { ConcreteRequest } from 'relay-runtime';
export type chatGraphqlReadMutation$variables = {
  lastReadId: number;
};
export type chatGraphqlReadMutation$data = {
  readonly markChatRead: {
    readonly operatorReadId: number;
    readonly unreadCount: number;
    readonly userReadId: number;
  } | null | undefined;
};
export type chatGraphqlReadMutation = {
  response: chatGraphqlReadMutation$data;
  variables: chatGraphqlReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lastReadId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "lastReadId",
        "variableName": "lastReadId"
      }
    ],
    "concreteType": "ChatConversation",
    "kind": "LinkedField",
    "name": "markChatRead",
    "plural": false,
    "selections": [
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "chatGraphqlReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "chatGraphqlReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ed61151ef7b16a8f3071bf78f058bbbdc579e877eceadcf699de67562dbe2ae0",
    "metadata": {},
    "name": "chatGraphqlReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1bdadeaeeeafaf6d03668a13b0108ad";

export default node;
