/**
 * Contact settings as an operator would give them (README, Configuration): every chat app and
 * network of every market. The e2e server runs with them; no value is a placeholder of the seed.
 */
export const contactEnv = {
  CHAT_LINKS: [
    "tw.line=https://line.me/R/ti/p/@agency-tw",
    "th.line=https://line.me/R/ti/p/@agency-th",
    "vi.zalo=https://zalo.me/0901234567",
    "en.messenger=https://m.me/agency.ph",
    "en.viber=viber://chat?number=%2B639000000000",
    "en.whatsapp=https://wa.me/639000000000",
    "cn.wechat=agency_cn",
  ].join(","),
  CHAT_QR_IMAGES: "cn.wechat=/images/qr/wechat-cn.svg,tw.line=/images/qr/line-tw.svg",
  SOCIAL_LINKS: [
    "tw.facebook=https://www.facebook.com/agency.tw",
    "tw.youtube=https://www.youtube.com/@agency-tw",
    "cn.xiaohongshu=https://www.xiaohongshu.com/user/profile/agency",
    "en.facebook=https://www.facebook.com/agency.ph",
    "vi.facebook=https://www.facebook.com/agency.vn",
    "th.youtube=https://www.youtube.com/@agency-th",
  ].join(","),
  SISTER_SITES: "grad=https://grad.agency.cn,camp=https://camp.agency.cn",
};

/** Every office's public address (OFFICE_EMAILS): the seed has none. */
export const officeEnv = {
  OFFICE_EMAILS: [
    "taipei=taipei@agency.tw",
    "hsinchu=hsinchu@agency.tw",
    "taichung=taichung@agency.tw",
    "tainan=tainan@agency.tw",
    "kaohsiung=kaohsiung@agency.tw",
    "vietnam=hcm@agency.vn",
    "philippines=manila@agency.ph",
    "thailand=bangkok@agency.co.th",
  ].join(","),
};

/**
 * The agency's scan-to-pay payees (PAYMENT_QR): PromptPay bill payment (th), VietQR (vi), QR Ph
 * (en), and a receive code for cn.
 */
export const paymentEnv = {
  PAYMENT_QR: [
    "THB.promptpay-bill=010556012345601",
    "THB.promptpay=0812345678",
    "VND.vietqr=970436:0071001234567",
    "PHP.qrph=BNORPHMM:001234567890:Studyway Philippines:Makati",
    "cn.wechatpay=/images/qr/wechat-cn.svg",
  ].join(","),
};
