import { useState } from "react";
import { useTranslator } from "~/lib/i18n";
import { useMediaUrl } from "~/lib/site-data";

export interface Video {
  id: number;
  youtubeId: string;
  poster: string;
  durationSeconds: number;
  title: string;
  description: string;
}

/**
 * A poster that becomes the player only when clicked: nothing from the video host loads
 * before the visitor asks for it. Without JavaScript the poster links to the video.
 */
export function VideoCard({ video }: { video: Video }) {
  const { t } = useTranslator();
  const media = useMediaUrl();
  const [playing, setPlaying] = useState(false);
  const minutes = Math.floor(video.durationSeconds / 60);
  const seconds = String(video.durationSeconds % 60).padStart(2, "0");
  const watchUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(video.youtubeId)}`;
  return (
    <li className="card video-card">
      <div className="video-frame">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <a
            href={watchUrl}
            className="video-poster"
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
          >
            <span className="visually-hidden">{t("home.playVideo", { title: video.title })}</span>
            <img src={media(video.poster)} alt="" width="640" height="360" loading="lazy" decoding="async" />
            <span className="play-badge" aria-hidden="true">
              ▶
            </span>
            <span className="video-duration">
              {minutes}:{seconds}
            </span>
          </a>
        )}
      </div>
      <h3>{video.title}</h3>
      <p className="muted">{video.description}</p>
    </li>
  );
}
