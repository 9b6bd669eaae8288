'use client'
import { useState } from 'react'

// A video of an employer, privacy-friendly: nothing is loaded from YouTube or Vimeo until the
// visitor presses play (no thumbnail either: it would come from their servers). Then the
// no-cookie player is embedded (the CSP's frame-src allows exactly these two origins). Without
// JavaScript the link opens the video on its site.

export interface VideoFacadeProps {
  type: 'youtube' | 'vimeo'
  source: string
  title: string
  playLabel: string
  notice: string
  watchLabel: string
}

export function VideoFacade({ type, source, title, playLabel, notice, watchLabel }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false)
  const id = encodeURIComponent(source)
  const player = type === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`
  const page = type === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`
  return (
    <figure className="video-facade">
      <div className="video-facade__frame">
        {playing ? (
          <iframe src={player} title={title} allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowFullScreen />
        ) : (
          <button type="button" className="video-facade__play" onClick={() => setPlaying(true)} data-testid="video-play">
            <svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48">
              <rect width="68" height="48" rx="12" fill="currentColor" />
              <path d="M27 14v20l18-10z" fill="#fff" />
            </svg>
            <span>{playLabel}</span>
          </button>
        )}
      </div>
      <figcaption>
        <span className="video-facade__title">{title}</span>
        {!playing && <span className="muted video-facade__notice">{notice}</span>}{' '}
        <a href={page} rel="noopener">
          {watchLabel}
        </a>
      </figcaption>
    </figure>
  )
}
