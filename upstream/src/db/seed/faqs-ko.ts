import type { SeedFaq } from './seed-types.ts';

/** Korean questions and answers: the English ones (faqs-en.ts), translated. */
export const faqsKo: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: '데모 계정과 실제 계정의 차이는 무엇인가요?',
    paragraphs: [
      '모든 새 계정은 연습용 10,000.00 USDT가 들어 있는 데모 계정으로 시작하므로 위험 없이 주문을 시험해 볼 수 있습니다. 데모 잔액은 계정 페이지에서 재설정할 수 있습니다.',
      '실제 계정에는 입금한 자금이 들어 있습니다. 두 계정은 계정 페이지에서 전환하며, 주문·잔액·내역은 따로 관리됩니다.',
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: '신원 인증은 어떻게 하나요?',
    paragraphs: [
      '대출을 열고 세 단계(개인 정보, 신분증 사진(앞면, 뒷면, 신분증을 든 본인 사진), 서명)를 진행하세요. 팀이 48시간 이내에 심사합니다.',
      '심사가 거절되면 사유가 표시되고 입력한 내용이 남아 있는 양식이 열리므로 잘못된 부분만 고치면 됩니다.',
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: '상승/하락 주문은 어떻게 작동하나요?',
    paragraphs: [
      '시장, 방향(상승 또는 하락), 금액, 기간을 선택합니다. 기간이 끝나면 만기 시각 이후 처음 기록된 가격으로 주문이 정산됩니다.',
      '가격이 예상대로 움직이면 원금과 버튼에 표시된 수익을 받고, 반대로 움직이면 원금 전부를 잃으며, 변동이 없으면 원금이 환불됩니다.',
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: '주문은 어떤 가격으로 정산되나요?',
    paragraphs: [
      '진입 가격은 주문 시 마지막으로 기록된 가격이고, 청산 가격은 만기 시각 이후 처음 기록된 가격입니다. 두 가격은 시각과 함께 주문에 표시되므로 모든 결과를 확인할 수 있습니다.',
      '이 플랫폼의 가격은 시장 시뮬레이터에서 나오며 시뮬레이션으로 표시됩니다.',
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: '지금 특정 시장을 거래할 수 없는 이유는 무엇인가요?',
    paragraphs: [
      '주식, 선물, 일부 외환 시장은 거래소 운영 시간에만 거래됩니다. 휴장 중인 시장에는 사유와 다음 개장 시각이 표시되며, 그때까지 주문 양식은 비활성화됩니다.',
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: '입금은 어떻게 하나요?',
    paragraphs: [
      '계정 → 잔액에서 통화와 네트워크를 선택하세요. 표시된 주소나 QR 코드로 코인을 보낸 뒤 금액과 이체 스크린샷을 제출합니다.',
      '팀이 이체를 확인한 후 실제 계정에 입금하며, 기록에서 각 단계를 볼 수 있습니다. 최소 입금액은 입금 양식에 표시됩니다.',
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: '출금은 얼마나 걸리나요?',
    paragraphs: [
      '출금에는 자금 비밀번호가 필요합니다. 금액은 즉시 보류되고, 팀이 요청을 심사하며, 네트워크가 이체를 확인하면 완료됩니다. 수수료는 금액에서 차감되며 확인 전에 표시됩니다.',
      '요청이 거절되면 보류된 금액이 잔액으로 돌아오고 사유는 출금 기록에 표시됩니다.',
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: '스마트 트레이딩 플랜이란 무엇인가요?',
    paragraphs: [
      '플랜은 선택한 일수 동안 일정 금액을 운용합니다. 일일 수익률은 구매 시 상품의 범위에서 정해져 주기마다 지급되며, 수익은 보장되지 않습니다.',
      '중도 해지하면 원금에서 위약금이 차감되며, 해지 대화상자에 확인 전에 표시됩니다. 잃어도 괜찮은 자금만 투자하세요.',
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: '암호화폐 담보 대출은 어떻게 작동하나요?',
    paragraphs: [
      '대출액의 150%에 해당하는 BTC 또는 ETH를 담보로 USDT를 빌립니다. 처음 7일은 무이자이고 이후 하루 0.05%의 이자가 붙습니다. 정확한 총액은 서명 전에 계산기와 계약서에 표시됩니다.',
      '인증된 사용자는 더 많이 빌릴 수 있습니다. 언제든 잔액에서 전액 상환할 수 있으며, 연체 시 지연 배상금이 붙습니다.',
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: '자선 NFT 판매 대금은 어디로 가나요?',
    paragraphs: [
      'NFT는 시간 제한 경매로 판매됩니다. 낙찰 금액 전액이 기부되며, NFT 페이지의 누적 기부액은 판매될 때마다 그 가격만큼 늘어납니다.',
    ],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: '비밀번호를 잊어버렸어요. 어떻게 하나요?',
    paragraphs: [
      "로그인 페이지에서 '비밀번호를 잊으셨나요?'를 선택하고 이메일 주소와 받은 인증 코드를 입력한 뒤 6~32자의 새 비밀번호를 설정하세요. 비밀번호를 재설정하면 다른 세션은 로그아웃됩니다.",
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: '왜 로그아웃되었나요?',
    paragraphs: [
      '세션은 7일 동안 유지되며 로그아웃하거나 비밀번호를 재설정하면 끝납니다. 세션이 만료되면 앱이 알려 주고, 다시 로그인하면 원래 있던 페이지로 돌아갑니다.',
    ],
  },
];
