import type { ConsultationInput } from "~/features/consultation/consultation-schema";

/** A complete, valid booking from a Vietnamese student; override what a test is about. */
export function validBooking(overrides: Partial<ConsultationInput> = {}): ConsultationInput {
  return {
    name: "Nguyễn Thị Lan",
    title: "ms",
    email: "lan.nguyen@example.vn",
    phone: "090 123 4567",
    line_id: "lan.nguyen",
    office: "vietnam",
    contact_method: "zalo",
    countries: ["us", "ca"],
    degree: "master",
    enrol_year: "2027",
    enrol_term: "fall",
    major: "Data science",
    heard_from: "facebook",
    remark: "",
    captcha: "ab3K",
    ...overrides,
  };
}
