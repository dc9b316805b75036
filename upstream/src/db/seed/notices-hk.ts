import type { SeedNotice } from './seed-types.ts';

/** 繁體中文（香港）公告（語言類型 2）。 */
export const noticesHk: SeedNotice[] = [
  {
    slug: 'welcome',
    title: '歡迎體驗 SWX 示範平台',
    createdAt: '2026-09-01T08:00:00Z',
    paragraphs: [
      'SWX 是一個示範平台：所有價格均為模擬，不涉及任何真實資金。',
      '開設帳戶即可試用模擬帳戶、即時市場列表及市場詳情圖表。',
    ],
  },
  {
    slug: 'new-features-markets',
    title: '新功能：五大類別的即時市場',
    createdAt: '2026-10-15T08:00:00Z',
    paragraphs: [
      '市場列表現已涵蓋外匯、加密貨幣、股票、期貨及金屬，每個市場均附有 100 點的走勢迷你圖，價格每秒即時推送。',
      '股票及期貨依循其交易所的交易時段；在交易時段以外，其價格維持不變，亦不接受相關訂單。',
    ],
  },
  {
    slug: 'new-features-languages',
    title: '新功能：十一種介面語言',
    createdAt: '2026-11-01T08:00:00Z',
    paragraphs: [
      '介面現已提供英文、日文、韓文、德文、法文、意大利文、阿拉伯文、葡萄牙文、西班牙文、繁體中文及簡體中文。',
    ],
  },
  {
    slug: 'security-reminder',
    title: '安全提示：切勿透露您的驗證碼',
    createdAt: '2026-11-10T08:00:00Z',
    paragraphs: ['我們的職員絕不會向您索取密碼或電郵驗證碼。驗證碼的有效期為十分鐘，並只可使用一次。'],
  },
];
