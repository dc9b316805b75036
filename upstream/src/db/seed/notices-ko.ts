import type { SeedNotice } from './seed-types.ts';

/** 한국어 공지(언어 유형 2). */
export const noticesKo: SeedNotice[] = [
  {
    slug: 'welcome',
    title: 'SWX 시연에 오신 것을 환영합니다',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'SWX는 시연용 플랫폼입니다. 모든 가격은 시뮬레이션이며 실제 돈은 전혀 관련되지 않습니다.',
      '계정을 만들면 데모 계좌, 실시간 시장 목록, 시장 상세 차트를 사용해 볼 수 있습니다.',
    ],
  },
  {
    slug: 'new-features-markets',
    title: '새 기능: 5개 카테고리의 실시간 시장',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      '시장 목록이 이제 외환, 암호화폐, 주식, 선물, 금속을 다루며, 시장마다 100개 지점의 스파크라인이 있고 가격은 매초 실시간으로 전달됩니다.',
      '주식과 선물은 각 거래소의 거래 시간을 따릅니다. 거래 시간 외에는 가격이 멈추고 해당 종목의 주문은 받지 않습니다.',
    ],
  },
  {
    slug: 'new-features-languages',
    title: '새 기능: 11개 인터페이스 언어',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      '이제 영어, 일본어, 한국어, 독일어, 프랑스어, 이탈리아어, 아랍어, 포르투갈어, 스페인어, 번체 중국어, 간체 중국어로 인터페이스를 이용할 수 있습니다.',
    ],
  },
  {
    slug: 'security-reminder',
    title: '보안 안내: 인증 코드를 절대 공유하지 마십시오',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: [
      '당사 직원은 절대로 비밀번호나 이메일 인증 코드를 묻지 않습니다. 인증 코드는 10분 동안 유효하며 한 번만 사용할 수 있습니다.',
    ],
  },
];
