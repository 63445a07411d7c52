import type { EnrollmentName } from "~/features/deadlines/DeadlineList";
import type { Deadline } from "~/features/deadlines/deadline-kinds";

/** What a school page shows from the shortlist features. */
export interface SchoolPageExtras {
  today: string;
  deadlines: Deadline[];
  enrollments: EnrollmentName[];
}

/** What a school card of a list shows from the shortlist features. */
export interface CardExtras {
  nextDeadline: Deadline | undefined;
}
