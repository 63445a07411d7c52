/** Lengths of a FAQ entry's texts, shared by the admin form and its server-side check. */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 20_000;
