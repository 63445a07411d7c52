import { data } from "react-router";
import { AppError } from "./errors";

/**
 * Expected failures of loaders and actions, thrown as responses that the error boundary
 * renders. One style everywhere: `throw notFound()` reads as what happened.
 */
const NO_STORE = { "Cache-Control": "no-store" };

export const notFound = () => data({ message: "not found" }, { status: 404, headers: NO_STORE });
export const badRequest = () => data({ message: "bad request" }, { status: 400, headers: NO_STORE });
export const forbidden = () => data({ message: "forbidden" }, { status: 403, headers: NO_STORE });

/** A positive integer id from a route param or form field, or a 400. */
export function positiveId(value: FormDataEntryValue | string | null | undefined): number {
  const id = Number(value);
  if (typeof value !== "string" || !Number.isInteger(id) || id <= 0) throw badRequest();
  return id;
}

/** The one mapping from a domain error (AppError: its code decides the status) to a route response. */
export function routeErrorResponse(error: unknown) {
  if (error instanceof AppError) {
    return data({ message: error.messageKey, fields: error.fields }, { status: error.status, headers: NO_STORE });
  }
  throw error;
}
