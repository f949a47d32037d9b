/** The product mark: a parcel with wings. Decorative; the brand name is text beside it. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="40" height="40" rx="10" fill="#0b4f8a" />
      <path d="M14 19l10-5 10 5v11l-10 5-10-5z" fill="#fff" />
      <path d="M14 19l10 5 10-5M24 24v11" stroke="#0b4f8a" strokeWidth="2" fill="none" />
      <path d="M6 27l8-3M42 27l-8-3" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
