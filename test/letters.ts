/**
 * The top of a referral answering the first sample writing task (content/oet-writing-1), laid out
 * as the OET asks: the reader's name and address, the date, the salutation and the "Re:" line.
 * The browser tests and the bench write their letters under it.
 */
export const NURSING_LETTER_HEAD = `Ms Rebecca Thorne
District Nurse
5 Station Road
Millbrook

12/03/2025

Dear Ms Thorne,

Re: Mr Leonard Ashworth, DOB 14/02/1943`
