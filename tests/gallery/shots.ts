// Where the gallery's pictures go, shared by the spec that takes them and the script that lays
// them out.
import { resolve } from 'node:path';

/** The gallery's folder, at the project's root (git-ignored). */
export const GALLERY_DIR = resolve(import.meta.dirname, '../../gallery');

/** The widths the gallery shows, as the projects of its config name them. */
export const GALLERY_WIDTHS = { desktop: 1280, phone: 390 } as const;
export type GalleryProject = keyof typeof GALLERY_WIDTHS;

/** A picture's path relative to the gallery's index.html. */
export const shotFile = (project: string, id: string, lng: string) =>
  `shots/${project}/${id}-${lng}.png`;

/** A picture's absolute path. */
export const shotPath = (project: string, id: string, lng: string) =>
  resolve(GALLERY_DIR, shotFile(project, id, lng));
