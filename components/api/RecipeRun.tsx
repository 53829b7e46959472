'use client';
import { useState } from 'react';
import { LazyPart } from '../behaviour/LazyPart';
import type { Recipe } from '../../shared/recipes/types';
import styles from './try-it.module.css';

// The runner (engine, form, log) is fetched when the reader opens it: the page's first load stays lean.
const loadRunner = () => import('./RecipeRunner');

/** "Run this recipe": closed until the reader opens it, then runs the recipe against a server they choose. */
export function ApiRecipeRun({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const warm = () => void loadRunner().catch(() => undefined);
  return (
    <section className={styles.tryIt} aria-label="Run this recipe">
      <div className={styles.tryItHead}>
        <p className={styles.tryItNote}>
          Runs every step against a server you choose (the API&apos;s, or a mock), with the API key and inputs you enter
          in the runner; nothing is sent until you press Run.
        </p>
        <button
          type="button"
          className={styles.primary}
          aria-expanded={open}
          aria-controls="recipe-run-body"
          onPointerEnter={warm}
          onFocus={warm}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Close the runner' : 'Open the runner'}
        </button>
      </div>
      <div id="recipe-run-body" hidden={!open}>
        {open ? <LazyPart load={loadRunner} props={{ recipe }} label="The recipe runner" /> : null}
      </div>
    </section>
  );
}
