// Side-effect imports: each domain file registers its types and fields on the builder.
import './scalars.ts';
import './errors.ts';
import './market.ts';
import './viewer.ts';
import './auth.ts';
import './social.ts';
import './content.ts';
import './home-figures.ts';
import './faq.ts';
import './chat.ts';
import './account.ts';
import './options.ts';
import './account-events.ts';
import './upload.ts';
import './currency.ts';
import './account-security.ts';
import './deposit.ts';
import './withdrawal.ts';
import './wallet-address.ts';
import './notification.ts';
import './invite.ts';
import './smart.ts';
import './nft.ts';
import './identification.ts';
import './loan.ts';
import './statement.ts';

import { builder } from '../builder.ts';

export const schema = builder.toSchema({ sortSchema: false });
