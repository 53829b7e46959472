'use client';
import { useEffect, useState } from 'react';

/** True once the element has scrolled into view (and stays true). */
export function useInView(ref: React.RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        observer.disconnect();
        setInView(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
