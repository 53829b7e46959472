import { Fragment } from 'react';
import styles from './flow-figure.module.css';

export interface Flow {
  /** What the flow is, for screen readers: "Pushing and running". */
  label: string;
  /** Boxes, in order; `edges[i]` is the label of the arrow from `boxes[i]` to `boxes[i + 1]`. */
  boxes: string[];
  edges: string[];
}

/**
 * A small flow diagram drawn with HTML and CSS, for pages that must stay light (the home page):
 * no diagram renderer to download, readable by screen readers as ordered lists, and stacked
 * vertically on narrow screens instead of shrinking. Larger diagrams use ```mermaid.
 */
export function FlowFigure({ caption, flows }: { caption: string; flows: Flow[] }) {
  return (
    <figure className={styles.figure}>
      {flows.map((flow) => (
        <ol key={flow.label} className={styles.flow} aria-label={flow.label}>
          {flow.boxes.map((box, i) => (
            <Fragment key={i}>
              <li className={styles.box}>{box}</li>
              {i < flow.edges.length ? (
                <li className={styles.edge}>
                  <span className={styles.edgeLabel}>{flow.edges[i]}</span>
                  <span className={styles.arrow} aria-hidden="true" />
                </li>
              ) : null}
            </Fragment>
          ))}
        </ol>
      ))}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
