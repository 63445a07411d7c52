import type { YearlyCost } from "~/features/costs/costs";
import type { EnrollmentName } from "~/features/deadlines/DeadlineList";
import type { Deadline } from "~/features/deadlines/deadline-kinds";
import type { Fit } from "~/features/fit/fit-rule";

/** What a school page shows from the shortlist features. */
export interface SchoolPageExtras {
  today: string;
  deadlines: Deadline[];
  enrollments: EnrollmentName[];
  /** the fit for this browser's profile; undefined without one */
  fit: Fit | undefined;
  cost: YearlyCost | undefined;
  /** the day the exchange rates were set */
  ratesSetOn: string;
}

/** What a school card of a list shows from the shortlist features. */
export interface CardExtras {
  nextDeadline: Deadline | undefined;
  fit: Fit | undefined;
  cost: YearlyCost | undefined;
}
