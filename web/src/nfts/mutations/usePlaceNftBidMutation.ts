import { graphql, useMutation } from 'react-relay';
import type { usePlaceNftBidMutation as Mutation } from '../../__generated__/usePlaceNftBidMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation usePlaceNftBidMutation($input: PlaceNftBidInput!, $nftId: ID!) {
    placeNftBid(input: $input) {
      __typename
      ... on PlaceNftBidPayload {
        bid {
          id
          amount
          status
        }
        nft {
          id
          ...NftDetail_nft
        }
        viewer {
          id
          ...BidPanel_viewer @arguments(nftId: $nftId)
          ...MyNftBids_viewer @arguments(nftId: $nftId)
        }
      }
      ... on InputError {
        code
        field
      }
      ... on ServiceError {
        code
        retryAfterSeconds
      }
    }
  }
`;

/** POST /user/buyNft through the gateway: a bid whose amount is held at once; answers the typed result. */
export function usePlaceNftBidMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const place = (nftId: string, amount: string, idempotencyKey: string) =>
    commitAsPromise(commit, { input: { nftId, amount, idempotencyKey }, nftId }).then(
      (response) => response.placeNftBid,
    );
  return [place, isInFlight] as const;
}
