/** The announcement popup (spec §2). Built in the public-site issue. */
export function PopupAnnouncement() {
  return null;
}
