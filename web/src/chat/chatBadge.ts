import { graphql } from 'react-relay';

export const chatBadgeQuery = graphql`
  query chatBadgeQuery {
    chat {
      conversation {
        unreadCount
        lastMessageId
      }
    }
  }
`;
