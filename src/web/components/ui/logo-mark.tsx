/** A little toy box: decorative, the shop's name next to it is the link text. */
export function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={`${className} shrink-0`}>
      <rect x="4" y="14" width="32" height="22" rx="5" className="fill-brand-700" />
      <rect x="2" y="9" width="36" height="8" rx="3" className="fill-sun-400" />
      <circle cx="14" cy="25" r="3" className="fill-sun-100" />
      <circle cx="26" cy="25" r="3" className="fill-sun-100" />
      <path
        d="M15 31 q5 3 10 0"
        className="fill-none stroke-sun-100"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
