import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { HydrateLater } from '../../lib/hydrate-later';

/** A mouse drag shorter than this is still a click; the buttons scroll 3 items. */
const DRAG_THRESHOLD_PX = 5;
const STEP_ITEMS = 3;

const Arrow = ({ flip }: { flip?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    aria-hidden="true"
    focusable="false"
    className={flip ? 'rotate-180' : ''}
  >
    <path d="m15 18-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

/**
 * Horizontal product carousel: a scroll-snap list (touch and trackpad scroll natively, keyboard
 * focus scrolls the focused card into view), mouse drag past 5 px that does not click, and
 * previous/next buttons that scroll by 3 items. Item widths come from CSS, so nothing shifts when
 * the script starts. The caller's labelled <section> names it.
 */
export function Carousel({
  prevLabel,
  nextLabel,
  children,
}: {
  prevLabel: string;
  nextLabel: string;
  children: ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const drag = useRef<{ x: number; left: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);

  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);

  const scrollByItems = (direction: 1 | -1) => {
    const list = listRef.current;
    const item = list?.firstElementChild as HTMLElement | null;
    if (!list || !item) return;
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    list.scrollBy({ left: direction * STEP_ITEMS * (item.offsetWidth + gap), behavior: 'smooth' });
  };

  const onPointerDown = (event: React.PointerEvent<HTMLUListElement>) => {
    // Touch and pen scroll natively; a click inside an open dialog is not a drag.
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    if ((event.target as Element).closest('dialog')) return;
    suppressClick.current = false;
    drag.current = {
      x: event.clientX,
      left: event.currentTarget.scrollLeft,
      moved: false,
      id: event.pointerId,
    };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.x;
    const list = event.currentTarget;
    if (!state.moved && Math.abs(dx) > DRAG_THRESHOLD_PX) {
      state.moved = true;
      list.setPointerCapture(state.id);
      list.style.scrollSnapType = 'none';
      list.style.scrollBehavior = 'auto';
      list.style.cursor = 'grabbing';
    }
    if (state.moved) list.scrollLeft = state.left - dx;
  };
  const endDrag = (event: React.PointerEvent<HTMLUListElement>) => {
    const state = drag.current;
    drag.current = null;
    if (!state?.moved) return;
    suppressClick.current = true;
    const list = event.currentTarget;
    if (list.hasPointerCapture(state.id)) list.releasePointerCapture(state.id);
    list.style.cursor = '';
    list.style.scrollBehavior = '';
    // Snap again from where the drag left the list.
    const left = list.scrollLeft;
    list.style.scrollSnapType = '';
    list.scrollLeft = left;
  };

  return (
    <div className="relative">
      <ul
        ref={listRef}
        data-testid="carousel"
        onScroll={update}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        onDragStart={(event) => event.preventDefault()}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto scroll-smooth px-4 pb-3 pt-1 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:gap-4 sm:px-6 lg:mx-0 lg:scroll-px-0 lg:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {/* Each card hydrated in a task of its own, after the page (lib/hydrate-later). */}
        {Children.map(children, (child) => (
          <HydrateLater>
            <li className="w-[calc((100%-0.75rem)/2.15)] shrink-0 snap-start sm:w-[calc((100%-2rem)/3.15)] md:w-[calc((100%-3rem)/4.15)] lg:w-[calc((100%-4rem)/5)] 2xl:w-[calc((100%-5rem)/6)]">
              {child}
            </li>
          </HydrateLater>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => scrollByItems(-1)}
        disabled={edges.start}
        aria-label={prevLabel}
        data-testid="carousel-prev"
        className="absolute -left-3 top-[38%] z-20 hidden h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white text-ink shadow-lg ring-1 ring-ink/10 transition hover:bg-cream disabled:pointer-events-none disabled:opacity-0 lg:grid xl:-left-5"
      >
        <Arrow />
      </button>
      <button
        type="button"
        onClick={() => scrollByItems(1)}
        disabled={edges.end}
        aria-label={nextLabel}
        data-testid="carousel-next"
        className="absolute -right-3 top-[38%] z-20 hidden h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white text-ink shadow-lg ring-1 ring-ink/10 transition hover:bg-cream disabled:pointer-events-none disabled:opacity-0 lg:grid xl:-right-5"
      >
        <Arrow flip />
      </button>
    </div>
  );
}
