/**
 * @generated SignedSource<<823862518856d8ec2efeba750a1d07fd>>
 * @relayHash 106dedbcfbc7cd48fa0c3f20cdf7e1ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca90256fd5800dd8c084a15080e97700de89b50aceb341c296d845cc5f301d06

import { ConcreteRequest } from 'relay-runtime';
export type useMarketTicksSubscription$variables = {
  codes?: ReadonlyArray<string> | null | undefined;
};
export type useMarketTicksSubscription$data = {
  readonly marketTicks: ReadonlyArray<{
    readonly change24hPercent: any;
    readonly id: string;
    readonly nowPrice: any;
  }>;
};
export type useMarketTicksSubscription = {
  response: useMarketTicksSubscription$data;
  variables: useMarketTicksSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "codes"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "codes",
        "variableName": "codes"
      }
    ],
    "concreteType": "Market",
    "kind": "LinkedField",
    "name": "marketTicks",
    "plural": true,
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
        "name": "nowPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "change24hPercent",
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
    "name": "useMarketTicksSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarketTicksSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ca90256fd5800dd8c084a15080e97700de89b50aceb341c296d845cc5f301d06",
    "metadata": {},
    "name": "useMarketTicksSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "587a7fad1623ff29ee3cf35283b04bad";

export default node;
