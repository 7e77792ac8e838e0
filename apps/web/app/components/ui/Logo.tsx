/** The consigne wordmark: a returnable bottle and the name. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 font-extrabold tracking-tight ${className}`}>
      <svg viewBox="0 0 24 32" width="18" height="24" aria-hidden="true" focusable="false">
        <path
          d="M9 1h6v6c3 1.5 5 4.5 5 8v13a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V15c0-3.5 2-6.5 5-8Z"
          fill="currentColor"
        />
        <path d="M8 17h8v7H8z" fill="#FFD23F" />
      </svg>
      <span className="text-xl leading-none">consigne</span>
    </span>
  );
}
