/**
 * SPEC 2.7 video banners: only links of a video site are accepted, and they play as the site's embed
 * with autoplay off and the player's language set. The spec names the language codes it maps (EN,
 * TY, CN, VI, TH) but not the sites; YouTube and Vimeo are the ones accepted here (a decision: they
 * are the sites with a documented embed URL and language parameter).
 */

/**
 * SPEC 2.7: site language → the player's interface language; any other language (BN among them)
 * falls back to en. TY is not named in the spec: read as Traditional Chinese (zh-TW), a decision.
 */
export const videoLanguages: Record<string, string> = {
  EN: 'en',
  TY: 'zh-TW',
  CN: 'zh-CN',
  VI: 'vi',
  TH: 'th',
};
export const DEFAULT_VIDEO_LANGUAGE = 'en';

export const videoLanguage = (siteLanguage: string): string =>
  videoLanguages[siteLanguage.toUpperCase()] ?? DEFAULT_VIDEO_LANGUAGE;

const youtubeHosts = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;

function parse(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (youtubeHosts.includes(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && youtubeId.test(id) ? id : null;
}

function vimeoVideoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') id = segments[0];
  else if (host === 'player.vimeo.com' && segments[0] === 'video') id = segments[1];
  return id && vimeoId.test(id) ? id : null;
}

/**
 * The embed URL of a video-site link, with autoplay off and the language mapped; null for anything
 * that is not a recognised video link (the banner then shows no video). The URL is rebuilt from the
 * video id alone, so nothing else of the server's link reaches the frame.
 */
export function toVideoEmbedUrl(link: string | null | undefined, siteLanguage: string): string | null {
  if (!link) return null;
  const url = parse(link);
  if (!url) return null;
  const lang = videoLanguage(siteLanguage);
  const youtube = youtubeVideoId(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube}?autoplay=0&hl=${lang}&cc_lang_pref=${lang}`;
  const vimeo = vimeoVideoId(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}?autoplay=0&texttrack=${lang}`;
  return null;
}
