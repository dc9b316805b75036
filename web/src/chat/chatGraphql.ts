import { graphql } from 'react-relay';

export const chatQuery = graphql`
  query chatGraphqlQuery {
    chat {
      conversation {
        conversationId
        userReadId
        operatorReadId
        unreadCount
      }
      messages(after: 0) {
        messageId
        author
        body
        imageUrl
        clientKey
        createdAt
      }
    }
  }
`;

export const chatMessagesSubscription = graphql`
  subscription chatGraphqlMessagesSubscription($after: Int!) {
    chatMessageAdded(after: $after) {
      messageId
      author
      body
      imageUrl
      clientKey
      createdAt
    }
  }
`;

export const chatActivitySubscription = graphql`
  subscription chatGraphqlActivitySubscription {
    chatActivity {
      kind
      side
      lastReadId
    }
  }
`;

export const sendChatMutation = graphql`
  mutation chatGraphqlSendMutation($body: String!, $clientKey: String!, $image: File) {
    sendChatMessage(body: $body, clientKey: $clientKey, image: $image) {
      __typename
      ... on ChatMessage {
        messageId
        author
        body
        imageUrl
        clientKey
        createdAt
      }
      ... on InputError {
        code
        field
      }
      ... on ServiceError {
        code
      }
    }
  }
`;

export const markChatReadMutation = graphql`
  mutation chatGraphqlReadMutation($lastReadId: Int!) {
    markChatRead(lastReadId: $lastReadId) {
      userReadId
      operatorReadId
      unreadCount
    }
  }
`;

export const chatTypingMutation = graphql`
  mutation chatGraphqlTypingMutation {
    sendChatTyping
  }
`;

export const claimChatMutation = graphql`
  mutation chatGraphqlClaimMutation {
    claimChat {
      conversationId
    }
  }
`;
