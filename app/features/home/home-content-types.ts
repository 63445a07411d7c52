/** Seed content for the home page (stored in the database so staff can edit it later). */
import type { Localized } from "~/lib/locales";

export interface BannerSeed {
  key: string;
  /** Self-hosted image, e.g. "/images/home/banner-usa.svg" (1200x600) */
  image: string;
  /** Internal path the slide links to */
  link: string;
  title: Localized;
  subtitle: Localized;
  cta: Localized;
}

/**
 * "customizes": the key figures band. The spec's marketing claims are copy: defaults that staff
 * correct in the back office (/admin/claims) with what each counts and its year (decision 0019).
 */
export interface KeyFigureSeed {
  key: "admission-rate" | "top-five" | "students" | "founded";
  value: string;
  amount: number;
  format: "percent" | "count" | "year";
  atLeast: boolean;
  label: Localized;
  basis: Localized;
  /** The year the figure refers to (none for the founding year) */
  basisYear: number | null;
}

/** "flows": the service flow, in order. */
export interface FlowStepSeed {
  step: number;
  /** e.g. "/images/home/flow-1.svg" (64x64) */
  icon: string;
  title: Localized;
  text: Localized;
}

/** "videos": played on demand (poster first; the player loads on click). */
export interface VideoSeed {
  key: string;
  /** The video of each language (cn none: YouTube is blocked there); staff set them in the back office. */
  youtubeIds: Partial<Record<"tw" | "en" | "vi" | "th", string>>;
  /** e.g. "/images/home/video-visa.svg" (640x360) */
  poster: string;
  durationSeconds: number;
  title: Localized;
  description: Localized;
}

export interface HomeContentSeed {
  banners: BannerSeed[];
  keyFigures: KeyFigureSeed[];
  flows: FlowStepSeed[];
  videos: VideoSeed[];
}
