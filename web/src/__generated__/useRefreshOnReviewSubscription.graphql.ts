/**
 * @generated SignedSource<<98aa85d71820f1a9d3e3e6a7d61a0028>>
 * @relayHash 94b32bc6888947504ed540b027d72134
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5acf396767a338ab7c2d323579edce02d0f1a2d3848f72cb03bedca8b9fda005

import { ConcreteRequest } from 'relay-runtime';
export type NotificationType = "ADDRESS_ADDED" | "FUND_PASSWORD_CHANGED" | "FUND_PASSWORD_SET" | "INVITE_REWARD" | "KYC_FAILED" | "KYC_VERIFIED" | "OPTIONS_ORDER_SETTLED" | "PASSWORD_CHANGED" | "RECHARGE_APPROVED" | "RECHARGE_REJECTED" | "WITHDRAWAL_APPROVED" | "WITHDRAWAL_COMPLETED" | "WITHDRAWAL_REJECTED" | "%future added value";
export type useRefreshOnReviewSubscription$variables = Record<PropertyKey, never>;
export type useRefreshOnReviewSubscription$data = {
  readonly notificationAdded: {
    readonly notification: {
      readonly id: string;
      readonly type: NotificationType;
    };
  };
};
export type useRefreshOnReviewSubscription = {
  response: useRefreshOnReviewSubscription$data;
  variables: useRefreshOnReviewSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "NotificationAdded",
    "kind": "LinkedField",
    "name": "notificationAdded",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
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
            "name": "type",
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
    "name": "useRefreshOnReviewSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRefreshOnReviewSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5acf396767a338ab7c2d323579edce02d0f1a2d3848f72cb03bedca8b9fda005",
    "metadata": {},
    "name": "useRefreshOnReviewSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "1fbca7be572b337c5b9cf8d332a3721b";

export default node;
