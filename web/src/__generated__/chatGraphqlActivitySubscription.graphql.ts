/**
 * @generated SignedSource<<f5082837d822619ce5417a15dfc686cb>>
 * @relayHash 550877cd7b10c0bd3a03085eb3419633
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7b7a06d659c3bbc312a3398c0c6bcc84cfe3dde06c46df62c9cf51cd649a2c2

import { ConcreteRequest } from 'relay-runtime';
export type ChatActivityKind = "MERGED" | "READ" | "TYPING" | "%future added value";
export type ChatAuthor = "OPERATOR" | "USER" | "%future added value";
export type chatGraphqlActivitySubscription$variables = Record<PropertyKey, never>;
export type chatGraphqlActivitySubscription$data = {
  readonly chatActivity: {
    readonly kind: ChatActivityKind;
    readonly lastReadId: number | null | undefined;
    readonly side: ChatAuthor | null | undefined;
  };
};
export type chatGraphqlActivitySubscription = {
  response: chatGraphqlActivitySubscription$data;
  variables: chatGraphqlActivitySubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ChatActivity",
    "kind": "LinkedField",
    "name": "chatActivity",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "side",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastReadId",
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
    "name": "chatGraphqlActivitySubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "chatGraphqlActivitySubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b7b7a06d659c3bbc312a3398c0c6bcc84cfe3dde06c46df62c9cf51cd649a2c2",
    "metadata": {},
    "name": "chatGraphqlActivitySubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "fd6ca7a1911bfceb35e0a0f58692ea29";

export default node;
