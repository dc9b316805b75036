import { graphql, useMutation } from 'react-relay';
import type {
  useRechargeMutation as Mutation,
  RechargeInput,
} from '../../__generated__/useRechargeMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { UPLOAD_PROGRESS, type UploadProgress } from '../../relay/uploadProgress';

const mutation = graphql`
  mutation useRechargeMutation($input: RechargeInput!) {
    recharge(input: $input) {
      __typename
      ... on RechargePayload {
        recharge {
          id
          orderNo
          currency
          network
          amount
          status
          ...DepositOutcome_recharge
        }
        viewer {
          id
          ...BalancesPanel_viewer
          ...RecentDeposits_viewer
        }
      }
      ... on InputError {
        code
        field
        currency
        minimum
        maxBytes
      }
      ... on ServiceError {
        code
        retryAfterSeconds
      }
    }
  }
`;

export type RechargeFields = Omit<RechargeInput, 'proof'>;

/**
 * POST /user/recharge through the gateway: the fields and the proof image as a GraphQL multipart
 * upload (the file travels as Relay's uploadable at `input.proof`), with its progress reported.
 */
export function useRechargeMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const recharge = (fields: RechargeFields, proof: File, onProgress: UploadProgress) =>
    commitAsPromise(
      commit,
      { input: { ...fields, proof: null } },
      {
        uploadables: { 'input.proof': proof },
        cacheConfig: { metadata: { [UPLOAD_PROGRESS]: onProgress } },
      },
    ).then((response) => response.recharge);
  return [recharge, isInFlight] as const;
}
