import type { SeedFaq } from './seed-types.ts';

/** Traditional Chinese questions and answers: the English ones (faqs-en.ts), translated. */
export const faqsHk: SeedFaq[] = [
  {
    slug: 'demo-and-real',
    category: 'account',
    question: '模擬帳戶和真實帳戶有什麼區別？',
    paragraphs: [
      '每個新帳戶都從模擬帳戶開始，內含 10,000.00 USDT 練習資金，您可以無風險地嘗試下單。您可以在帳戶頁面重置模擬餘額。',
      '真實帳戶中是您充值的資金。在帳戶頁面切換兩個帳戶；訂單、餘額和記錄相互獨立。',
    ],
  },
  {
    slug: 'verify-identity',
    category: 'account',
    question: '如何進行身份認證？',
    paragraphs: [
      '打開“貸款”並完成三個步驟：填寫個人資料、上傳身份證件照片（正面、背面及手持證件照）並簽名。團隊會在 48 小時內審核。',
      '如果審核被拒絕，頁面會顯示原因，表單會保留您填寫的內容，您只需修改有問題的部分。',
    ],
  },
  {
    slug: 'how-orders-work',
    category: 'trading',
    question: '漲跌訂單是如何運作的？',
    paragraphs: [
      '您選擇市場、方向（漲或跌）、金額和週期。週期結束時，訂單按到期時刻或之後記錄的第一個價格結算。',
      '如果價格朝您選擇的方向變動，您將收回本金並獲得按鈕上顯示的收益；如果反向變動，您將損失全部投入；如果價格不變，本金將退回。',
    ],
  },
  {
    slug: 'settlement-price',
    category: 'trading',
    question: '我的訂單按哪個價格結算？',
    paragraphs: [
      '開倉價是下單時最後記錄的價格，平倉價是到期時刻或之後記錄的第一個價格。兩者連同時間都顯示在訂單上，您可以核對每一個結果。',
      '本平台的價格來自市場模擬器，並標註為模擬價格。',
    ],
  },
  {
    slug: 'market-closed',
    category: 'trading',
    question: '為什麼現在不能交易某個市場？',
    paragraphs: [
      '股票、期貨和部分外匯市場只在交易所開市時間交易。休市的市場會顯示原因和下次開市時間，在此之前其下單表單不可用。',
    ],
  },
  {
    slug: 'how-to-deposit',
    category: 'funds',
    question: '如何充值？',
    paragraphs: [
      '進入“帳戶”→“餘額”，選擇幣種和網絡。將幣轉到顯示的地址或二維碼，然後提交金額和轉賬截圖。',
      '團隊核對轉賬後會計入您的真實帳戶，記錄會顯示每一步。最低充值金額顯示在充值表單上。',
    ],
  },
  {
    slug: 'withdrawal-time',
    category: 'funds',
    question: '提現需要多長時間？',
    paragraphs: [
      '提現需要資金密碼。金額會立即凍結，團隊審核申請，網絡確認轉賬後提現完成。手續費從金額中扣除，並在您確認前顯示。',
      '如果申請被拒絕，凍結的金額會退回餘額，原因顯示在提現記錄中。',
    ],
  },
  {
    slug: 'smart-plans',
    category: 'products',
    question: '什麼是智能交易計劃？',
    paragraphs: [
      '計劃將一筆金額投資您選擇的天數。每日收益率在購買時從產品的區間中抽取，並按週期支付；收益不作保證。',
      '提前退出會從本金中扣除違約金，退出對話框會在您確認前顯示。請只投入您能承受損失的資金。',
    ],
  },
  {
    slug: 'crypto-loans',
    category: 'products',
    question: '加密貨幣抵押貸款如何運作？',
    paragraphs: [
      '您以價值為貸款 150% 的 BTC 或 ETH 作抵押借入 USDT。前 7 天免息，之後每天 0.05% 的利息；計算器和協議會在您簽署前顯示準確的總額。',
      '已認證用户可以借更多。您可以隨時從餘額中全額還款；逾期還款會產生違約金。',
    ],
  },
  {
    slug: 'charity-nfts',
    category: 'products',
    question: '慈善 NFT 的款項去了哪裏？',
    paragraphs: ['NFT 以限時拍賣方式出售。中標金額全部捐出，NFT 頁面上的捐贈總額會隨每次成交的價格增加。'],
  },
  {
    slug: 'forgot-password',
    category: 'security',
    question: '忘記密碼怎麼辦？',
    paragraphs: [
      '在登入頁面選擇“忘記密碼？”，輸入您的郵箱和我們發送的驗證碼，然後設置 6 到 32 個字符的新密碼。重置密碼會讓您的其他會話退出登入。',
    ],
  },
  {
    slug: 'signed-out',
    category: 'security',
    question: '為什麼我被退出登入了？',
    paragraphs: [
      '會話有效期為七天，在您退出登入或重置密碼時結束。會話過期時應用會告訴您，重新登入後會回到您原來所在的頁面。',
    ],
  },
];
