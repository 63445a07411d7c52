/** Form limits shared by the admin forms (client) and their checks (server). */
export const STUDENT_NAME_MAX = 100;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const DEGREES = [1, 2, 3, 4] as const;
